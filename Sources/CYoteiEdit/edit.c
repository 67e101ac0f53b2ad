#define _GNU_SOURCE
#include "CYoteiEdit.h"
#include <unistd.h>
#include <errno.h>
#include <histedit.h>
#include <langinfo.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

// The line editor: libedit's own (wide-character) interface, not its
// readline emulation, so a line holds every character the user types.
// Input bytes are decoded as UTF-8 here (yotei-repl reads and writes UTF-8
// whatever the locale says); the locale (LC_CTYPE) is what libedit measures
// and prints characters with, so it must be a UTF-8 one.

static EditLine *editor = NULL;
static HistoryW *edit_history = NULL;
static wchar_t *prompt_text = NULL;
static yotei_completer current_completer = NULL;
static yotei_boundary current_boundary = NULL;
static char *completion_line = NULL;
static int completion_start = 0;

static volatile sig_atomic_t interrupted = 0;
static volatile sig_atomic_t resized_for_editor = 0;
static volatile sig_atomic_t resized_for_caller = 0;

// MARK: UTF-8 and wide strings (wchar_t is UTF-32 on Linux)

/// The UTF-8 form of `count` wide characters, malloc'd and NUL-terminated.
static char *utf8_from_wide(const wchar_t *text, size_t count) {
  char *out = malloc(count * 4 + 1);
  if (!out) return NULL;
  size_t n = 0;
  for (size_t i = 0; i < count; i++) {
    uint32_t c = (uint32_t)text[i];
    if (c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF)) c = 0xFFFD;
    if (c < 0x80) {
      out[n++] = (char)c;
    } else if (c < 0x800) {
      out[n++] = (char)(0xC0 | (c >> 6));
      out[n++] = (char)(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
      out[n++] = (char)(0xE0 | (c >> 12));
      out[n++] = (char)(0x80 | ((c >> 6) & 0x3F));
      out[n++] = (char)(0x80 | (c & 0x3F));
    } else {
      out[n++] = (char)(0xF0 | (c >> 18));
      out[n++] = (char)(0x80 | ((c >> 12) & 0x3F));
      out[n++] = (char)(0x80 | ((c >> 6) & 0x3F));
      out[n++] = (char)(0x80 | (c & 0x3F));
    }
  }
  out[n] = '\0';
  return out;
}

/// Decodes one character from UTF-8 `bytes` (of `count`); returns how many
/// bytes it took (0: more are needed), storing U+FFFD for a malformed one.
static size_t decode_utf8(const unsigned char *bytes, size_t count, uint32_t *out) {
  unsigned char b = bytes[0];
  size_t need;
  uint32_t c;
  if (b < 0x80) {
    *out = b;
    return 1;
  } else if (b >= 0xC2 && b <= 0xDF) {
    need = 2;
    c = b & 0x1F;
  } else if (b >= 0xE0 && b <= 0xEF) {
    need = 3;
    c = b & 0x0F;
  } else if (b >= 0xF0 && b <= 0xF4) {
    need = 4;
    c = b & 0x07;
  } else {
    *out = 0xFFFD;
    return 1;
  }
  for (size_t i = 1; i < need; i++) {
    if (i >= count) return 0;
    if ((bytes[i] & 0xC0) != 0x80) {
      *out = 0xFFFD;
      return i;
    }
    c = (c << 6) | (bytes[i] & 0x3F);
  }
  int overlong = (need == 3 && c < 0x800) || (need == 4 && c < 0x10000);
  if (overlong || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF)) c = 0xFFFD;
  *out = c;
  return need;
}

/// The wide form of UTF-8 `text`, malloc'd and NUL-terminated.
static wchar_t *wide_from_utf8(const char *text) {
  size_t length = strlen(text);
  wchar_t *out = malloc((length + 1) * sizeof(wchar_t));
  if (!out) return NULL;
  size_t n = 0, i = 0;
  while (i < length) {
    uint32_t c;
    size_t used = decode_utf8((const unsigned char *)text + i, length - i, &c);
    if (used == 0) {
      c = 0xFFFD;
      used = length - i;
    }
    out[n++] = (wchar_t)c;
    i += used;
  }
  out[n] = L'\0';
  return out;
}

// MARK: Locale

static int codeset_is_utf8(void) {
  const char *codeset = nl_langinfo(CODESET);
  return codeset && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0);
}

int32_t yotei_edit_use_locale(void) {
  // The user's locale when it loads and is a UTF-8 one; else C.UTF-8 (the
  // environment may name a locale this system, or a static executable's C
  // library, has no data for, or be plain C).
  if (setlocale(LC_CTYPE, "") && codeset_is_utf8()) return 1;
  if (setlocale(LC_CTYPE, "C.UTF-8") && codeset_is_utf8()) return 2;
  if (setlocale(LC_CTYPE, "C.utf8") && codeset_is_utf8()) return 2;
  return 0;
}

// MARK: Where the line is on the screen

/// The columns one character takes as libedit draws it: wcwidth, with
/// controls shown as ^X (two) and what wcwidth does not know as one.
static int display_width(wchar_t c) {
  if (c < 0x20 || c == 0x7F) return 2;
  int w = wcwidth(c);
  return w < 0 ? 1 : w;
}

/// The row (from the prompt's first) on which the cursor stands after the
/// prompt and the first `count` characters of `text`, laid out as libedit's
/// refresh does on `columns` columns: a character that does not fit starts
/// the next row, and a full row moves the cursor to the next.
static int row_after(const wchar_t *text, size_t count, int columns, int *column) {
  int row = 0, h = 0;
  const wchar_t *prompt = prompt_text ? prompt_text : L"";
  for (int pass = 0; pass < 2; pass++) {
    const wchar_t *part = pass == 0 ? prompt : text;
    size_t length = pass == 0 ? wcslen(prompt) : count;
    for (size_t i = 0; i < length; i++) {
      int w = display_width(part[i]);
      if (h + w > columns) {
        row++;
        h = 0;
      }
      h += w;
      if (h >= columns) {
        row++;
        h = 0;
      }
    }
  }
  if (column) *column = h;
  return row;
}

static int current_columns(void) {
  int columns = yotei_edit_terminal_columns(1);
  if (columns <= 0) columns = yotei_edit_terminal_columns(0);
  return columns > 0 ? columns : 80;
}

/// Writes wide `text` to standard output as UTF-8.
static void put_wide(const wchar_t *text, size_t count) {
  char *bytes = utf8_from_wide(text, count);
  if (!bytes) return;
  fputs(bytes, stdout);
  free(bytes);
}

/// The line's last repaint (see repaint_marks), to repaint only after a change.
static wchar_t *painted_text = NULL;
static size_t painted_length = 0, painted_cursor = 0;

static void forget_painted(void) {
  free(painted_text);
  painted_text = NULL;
  painted_length = painted_cursor = 0;
}

/// A resize: libedit's own refresh (EL_REFRESH) forgets what it drew and
/// draws the prompt again where the cursor is, after the prompt already on
/// the row, so the row showed it twice. The cursor goes back to where the
/// prompt starts, the old drawing is erased, and libedit draws it afresh.
/// Terminals that rewrap their lines on a resize (tmux, VTE, kitty,
/// alacritty, iTerm2) keep the cursor after the same character, so the
/// rows above it are counted at the new width.
static void redraw_after_resize(EditLine *el) {
  const LineInfoW *line = el_wline(el);
  int row = row_after(line->buffer, (size_t)(line->cursor - line->buffer), current_columns(), NULL);
  fputs("\r", stdout);
  if (row > 0) fprintf(stdout, "\033[%dA", row);
  fputs("\033[J", stdout);
  fflush(stdout);
  el_resize(el);
  forget_painted();
  el_set(el, EL_REFRESH);
}

/// libedit's display keeps one character a cell, so a character of no
/// width (a combining mark: é as e + U+0301, Hebrew niqqud, Arabic harakat,
/// a zero-width non-joiner) inside the line is overwritten by the next
/// one and never echoed, though the line keeps it. Before each key, when
/// the line has such a character and changed since, the row is written
/// again in full over what libedit drew (the same cells: marks take no
/// column), and the cursor put back where libedit has it.
static void repaint_marks(EditLine *el) {
  const LineInfoW *line = el_wline(el);
  size_t length = (size_t)(line->lastchar - line->buffer);
  size_t cursor = (size_t)(line->cursor - line->buffer);
  int marked = 0;
  for (size_t i = 0; i < length && !marked; i++)
    if (line->buffer[i] >= 0x300 && wcwidth(line->buffer[i]) == 0) marked = 1;
  if (!marked) {
    if (painted_text) forget_painted();
    return;
  }
  if (painted_text && painted_length == length && painted_cursor == cursor &&
      wmemcmp(painted_text, line->buffer, length) == 0)
    return;
  int columns = current_columns();
  int column = 0;
  int row = row_after(line->buffer, cursor, columns, &column);
  fputs("\r", stdout);
  if (row > 0) fprintf(stdout, "\033[%dA", row);
  put_wide(prompt_text ? prompt_text : L"", prompt_text ? wcslen(prompt_text) : 0);
  put_wide(line->buffer, cursor);
  // After a full row the terminal waits at its last column: a space takes
  // the cursor on to the next row, as libedit does it, and a backspace back
  // to its start (a line break would end the terminal's line there, and a
  // terminal that rewraps on a resize would then not join the rows).
  if (row > 0 && column == 0) fputs(" \b", stdout);
  fputs("\0337", stdout);
  put_wide(line->cursor, length - cursor);
  fputs("\0338", stdout);
  fflush(stdout);
  free(painted_text);
  painted_text = malloc((length + 1) * sizeof(wchar_t));
  if (painted_text) {
    wmemcpy(painted_text, line->buffer, length);
    painted_length = length;
    painted_cursor = cursor;
  }
}

/// Ctrl-C abandons the line wherever the cursor is, and the caller then
/// ends the row. On a line of several rows with the cursor above its last
/// (Home on a long line), the next prompt would be drawn over the line's
/// later rows and show their text after it: the cursor first goes down to
/// the line's last row, as Enter takes it there, so the abandoned line stays
/// whole above the new prompt.
static void leave_line(EditLine *el) {
  const LineInfoW *line = el_wline(el);
  int columns = current_columns();
  int at = row_after(line->buffer, (size_t)(line->cursor - line->buffer), columns, NULL);
  int column = 0;
  int last = row_after(line->buffer, (size_t)(line->lastchar - line->buffer), columns, &column);
  // A last character that fills its row leaves the count on the row after,
  // which the line may not have drawn: the caller's line break goes there.
  if (column == 0 && last > 0) last--;
  if (last > at) {
    fprintf(stdout, "\033[%dB", last - at);
    fflush(stdout);
  }
}

// MARK: Reading keys

/// libedit's character reader: UTF-8 from standard input, Ctrl-C ending
/// the line, a resize redrawing it.
static int read_character(EditLine *el, wchar_t *out) {
  unsigned char bytes[4];
  size_t count = 0;
  repaint_marks(el);
  for (;;) {
    unsigned char byte;
    ssize_t n = read(0, &byte, 1);
    if (n == 0) return 0;
    if (n < 0) {
      if (errno != EINTR) return -1;
      if (interrupted) {
        leave_line(el);
        return -1;
      }
      if (resized_for_editor) {
        resized_for_editor = 0;
        redraw_after_resize(el);
        repaint_marks(el);
      }
      continue;
    }
    bytes[count++] = byte;
    uint32_t c;
    size_t used = decode_utf8(bytes, count, &c);
    if (used == 0 && count < 4) continue;
    if (used == 0) c = 0xFFFD;
    *out = (wchar_t)c;
    return 1;
  }
}

static wchar_t *show_prompt(EditLine *el) {
  (void)el;
  return prompt_text ? prompt_text : L"";
}

// MARK: Whole characters

/// The number of code points from the cursor to the edge of the character
/// before it (`direction` -1) or after it (+1), as the Swift side counts
/// characters (a base letter and its combining marks are one).
static int cluster_step(EditLine *el, int direction) {
  const LineInfoW *line = el_wline(el);
  int cursor = (int)(line->cursor - line->buffer);
  int length = (int)(line->lastchar - line->buffer);
  if (direction < 0 && cursor == 0) return 0;
  if (direction > 0 && cursor == length) return 0;
  if (!current_boundary) return 1;
  char *text = utf8_from_wide(line->buffer, (size_t)length);
  if (!text) return 1;
  int target = current_boundary(text, cursor, direction);
  free(text);
  int step = direction < 0 ? cursor - target : target - cursor;
  return step > 0 ? step : 1;
}

static unsigned char backward_character(EditLine *el, int ch) {
  (void)ch;
  el_cursor(el, -cluster_step(el, -1));
  return CC_CURSOR;
}

static unsigned char forward_character(EditLine *el, int ch) {
  (void)ch;
  el_cursor(el, cluster_step(el, 1));
  return CC_CURSOR;
}

static unsigned char delete_backward(EditLine *el, int ch) {
  (void)ch;
  int step = cluster_step(el, -1);
  if (step == 0) return CC_ERROR;
  el_deletestr(el, step);
  return CC_REFRESH;
}

static unsigned char delete_forward(EditLine *el, int ch) {
  (void)ch;
  int step = cluster_step(el, 1);
  if (step == 0) return CC_ERROR;
  el_cursor(el, step);
  el_deletestr(el, step);
  return CC_REFRESH;
}

// MARK: Completion

static int is_separator(wchar_t c) { return c == L' ' || c == L'\t' || c == L';'; }

/// Prints `matches` in columns under the line.
static void list_matches(char **matches, int count) {
  int columns = yotei_edit_terminal_columns(1);
  if (columns <= 0) columns = 80;
  int widest = 0;
  int *widths = calloc((size_t)count, sizeof(int));
  if (!widths) return;
  for (int i = 0; i < count; i++) {
    wchar_t *wide = wide_from_utf8(matches[i]);
    int width = 0;
    for (wchar_t *c = wide; c && *c; c++) {
      int w = wcwidth(*c);
      width += w > 0 ? w : 0;
    }
    free(wide);
    widths[i] = width;
    if (width > widest) widest = width;
  }
  int per_row = columns / (widest + 2);
  if (per_row < 1) per_row = 1;
  int rows = (count + per_row - 1) / per_row;
  fputs("\n", stdout);
  for (int r = 0; r < rows; r++) {
    for (int c = 0; c < per_row; c++) {
      int i = c * rows + r;
      if (i >= count) break;
      fputs(matches[i], stdout);
      if (c + 1 < per_row && (c + 1) * rows + r < count)
        for (int pad = widths[i]; pad < widest + 2; pad++) fputc(' ', stdout);
    }
    fputs("\n", stdout);
  }
  fflush(stdout);
  free(widths);
  // libedit draws the line again below the list.
  forget_painted();
}

static unsigned char complete(EditLine *el, int ch) {
  (void)ch;
  if (!current_completer) return CC_ERROR;
  const LineInfoW *line = el_wline(el);
  const wchar_t *start = line->cursor;
  while (start > line->buffer && !is_separator(start[-1])) start--;
  int word_length = (int)(line->cursor - start);
  free(completion_line);
  completion_line = utf8_from_wide(line->buffer, (size_t)(line->cursor - line->buffer));
  char *before = utf8_from_wide(line->buffer, (size_t)(start - line->buffer));
  char *word = utf8_from_wide(start, (size_t)word_length);
  if (!completion_line || !before || !word) {
    free(before);
    free(word);
    return CC_ERROR;
  }
  completion_start = (int)strlen(before);
  free(before);
  int count = 0, capacity = 16;
  char **matches = malloc((size_t)capacity * sizeof(char *));
  while (matches) {
    char *match = current_completer(word, count);
    if (!match) break;
    if (count == capacity) {
      capacity *= 2;
      char **grown = realloc(matches, (size_t)capacity * sizeof(char *));
      if (!grown) {
        free(match);
        break;
      }
      matches = grown;
    }
    matches[count++] = match;
  }
  free(word);
  unsigned char result = CC_ERROR;
  if (matches && count > 0) {
    // The longest prefix every match shares, in whole code points.
    wchar_t *common = wide_from_utf8(matches[0]);
    size_t common_length = common ? wcslen(common) : 0;
    for (int i = 1; i < count && common; i++) {
      wchar_t *other = wide_from_utf8(matches[i]);
      size_t k = 0;
      while (other && k < common_length && other[k] == common[k]) k++;
      common_length = k;
      free(other);
    }
    if (common && (count == 1 || (int)common_length > word_length)) {
      common[common_length] = L'\0';
      el_deletestr(el, word_length);
      el_winsertstr(el, common);
      // A single folder match ("data/") gets no space after it, so the next
      // Tab completes inside it; every other single match gets one.
      if (count == 1 && !(common_length > 0 && common[common_length - 1] == L'/')) el_winsertstr(el, L" ");
      result = CC_REFRESH;
    } else if (count > 1) {
      list_matches(matches, count);
      result = CC_REDISPLAY;
    }
    free(common);
  }
  for (int i = 0; i < count; i++) free(matches[i]);
  free(matches);
  return result;
}

void yotei_edit_set_completer(yotei_completer completer) { current_completer = completer; }
void yotei_edit_set_boundary(yotei_boundary boundary) { current_boundary = boundary; }
const char *yotei_edit_line_buffer(void) { return completion_line ? completion_line : ""; }
int32_t yotei_edit_completion_start(void) { return completion_start; }

// MARK: The editor

static void open_editor(void) {
  if (editor) return;
  editor = el_init("yotei", stdin, stdout, stderr);
  if (!editor) return;
  edit_history = history_winit();
  HistEventW event;
  history_w(edit_history, &event, H_SETSIZE, 1000);
  el_wset(editor, EL_EDITOR, L"emacs");
  el_wset(editor, EL_SIGNAL, 0);
  el_wset(editor, EL_HIST, history_w, edit_history);
  el_wset(editor, EL_PROMPT, show_prompt);
  el_wset(editor, EL_GETCFN, read_character);
  el_wset(editor, EL_ADDFN, L"yotei-complete", L"Complete the word", complete);
  el_wset(editor, EL_ADDFN, L"yotei-backward-char", L"Move back a character", backward_character);
  el_wset(editor, EL_ADDFN, L"yotei-forward-char", L"Move on a character", forward_character);
  el_wset(editor, EL_ADDFN, L"yotei-delete-backward", L"Delete the character before", delete_backward);
  el_wset(editor, EL_ADDFN, L"yotei-delete-forward", L"Delete the character under", delete_forward);
  el_wset(editor, EL_BIND, L"^I", L"yotei-complete", NULL);
  el_wset(editor, EL_BIND, L"^B", L"yotei-backward-char", NULL);
  el_wset(editor, EL_BIND, L"^F", L"yotei-forward-char", NULL);
  el_wset(editor, EL_BIND, L"^H", L"yotei-delete-backward", NULL);
  el_wset(editor, EL_BIND, L"^?", L"yotei-delete-backward", NULL);
  el_wset(editor, EL_BIND, L"-k", L"left", L"yotei-backward-char", NULL);
  el_wset(editor, EL_BIND, L"-k", L"right", L"yotei-forward-char", NULL);
  el_wset(editor, EL_BIND, L"-k", L"delete", L"yotei-delete-forward", NULL);
  el_wset(editor, EL_BIND, L"\\e[D", L"yotei-backward-char", NULL);
  el_wset(editor, EL_BIND, L"\\eOD", L"yotei-backward-char", NULL);
  el_wset(editor, EL_BIND, L"\\e[C", L"yotei-forward-char", NULL);
  el_wset(editor, EL_BIND, L"\\eOC", L"yotei-forward-char", NULL);
  el_wset(editor, EL_BIND, L"\\e[3~", L"yotei-delete-forward", NULL);
  // Home and End as xterm, tmux and screen (its terminfo), and the rxvt family send them.
  const wchar_t *home_keys[] = {L"\\e[H", L"\\eOH", L"\\e[1~", L"\\e[7~"};
  const wchar_t *end_keys[] = {L"\\e[F", L"\\eOF", L"\\e[4~", L"\\e[8~"};
  for (size_t i = 0; i < sizeof home_keys / sizeof *home_keys; i++) {
    el_wset(editor, EL_BIND, home_keys[i], L"ed-move-to-beg", NULL);
    el_wset(editor, EL_BIND, end_keys[i], L"ed-move-to-end", NULL);
  }
}

char *yotei_edit_readline(const char *prompt) {
  open_editor();
  if (!editor) return NULL;
  free(prompt_text);
  prompt_text = wide_from_utf8(prompt);
  int count = 0;
  const wchar_t *line = el_wgets(editor, &count);
  if (!line || count <= 0) return NULL;
  size_t length = (size_t)count;
  while (length > 0 && (line[length - 1] == L'\n' || line[length - 1] == L'\r')) length--;
  return utf8_from_wide(line, length);
}

void yotei_edit_free(char *line) { free(line); }

void yotei_edit_add_history(const char *line) {
  open_editor();
  if (!edit_history) return;
  wchar_t *wide = wide_from_utf8(line);
  if (!wide) return;
  HistEventW event;
  history_w(edit_history, &event, H_ENTER, wide);
  free(wide);
}

int32_t yotei_edit_read_history(const char *path) {
  open_editor();
  if (!edit_history) return -1;
  HistEventW event;
  return history_w(edit_history, &event, H_LOAD, path) < 0 ? -1 : 0;
}

int32_t yotei_edit_write_history(const char *path) {
  if (!edit_history) return -1;
  HistEventW event;
  return history_w(edit_history, &event, H_SAVE, path) < 0 ? -1 : 0;
}

void yotei_edit_stifle_history(int32_t count) {
  open_editor();
  if (!edit_history) return;
  HistEventW event;
  history_w(edit_history, &event, H_SETSIZE, (int)count);
}

// MARK: Signals

static void on_interrupt(int signo) {
  (void)signo;
  interrupted = 1;
}

static void on_resize(int signo) {
  (void)signo;
  resized_for_editor = 1;
  resized_for_caller = 1;
}

void yotei_edit_install_interrupt_handler(void) {
  // Without SA_RESTART a read(2) waiting for a key fails with EINTR, so the
  // reader sees Ctrl-C (the line is abandoned) and a resize (it is redrawn).
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = on_interrupt;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;
  sigaction(SIGINT, &action, NULL);
  action.sa_handler = on_resize;
  sigaction(SIGWINCH, &action, NULL);
  // A parent that blocked them (a thread of a test runner) would otherwise
  // hand the block down across exec.
  sigset_t wanted;
  sigemptyset(&wanted);
  sigaddset(&wanted, SIGINT);
  sigaddset(&wanted, SIGWINCH);
  sigprocmask(SIG_UNBLOCK, &wanted, NULL);
}

int32_t yotei_edit_take_interrupt(void) {
  int32_t was = interrupted ? 1 : 0;
  interrupted = 0;
  return was;
}

int32_t yotei_edit_take_resize(void) {
  int32_t was = resized_for_caller ? 1 : 0;
  resized_for_caller = 0;
  return was;
}

char *yotei_edit_strdup(const char *text) { return strdup(text); }

#include <poll.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

int32_t yotei_edit_terminal_columns(int32_t fd) {
  struct winsize size;
  if (ioctl(fd, TIOCGWINSZ, &size) != 0 || size.ws_col == 0) return -1;
  return size.ws_col;
}

static struct termios saved_termios;
static int raw_active = 0;

int32_t yotei_edit_raw_mode(int32_t on) {
  if (on) {
    if (raw_active) return 0;
    if (tcgetattr(0, &saved_termios) != 0) return -1;
    struct termios raw = saved_termios;
    raw.c_lflag &= ~(ICANON | ECHO);
    raw.c_iflag &= ~(IXON | ICRNL);
    raw.c_cc[VMIN] = 1;
    raw.c_cc[VTIME] = 0;
    if (tcsetattr(0, TCSAFLUSH, &raw) != 0) return -1;
    raw_active = 1;
    return 0;
  }
  if (!raw_active) return 0;
  raw_active = 0;
  return tcsetattr(0, TCSAFLUSH, &saved_termios);
}

int32_t yotei_edit_read_byte(int32_t timeout_ms) {
  if (resized_for_caller) return -3;
  if (timeout_ms >= 0) {
    struct pollfd p = {0, POLLIN, 0};
    int ready = poll(&p, 1, timeout_ms);
    if (ready == 0) return -2;
    if (ready < 0) return errno == EINTR && resized_for_caller ? -3 : -1;
  }
  unsigned char byte;
  for (;;) {
    ssize_t n = read(0, &byte, 1);
    if (n == 1) return byte;
    if (n < 0 && errno == EINTR && resized_for_caller) return -3;
    return -1;
  }
}

#include <term.h>

int32_t yotei_edit_terminal_colors(const char *term) {
  // A private terminfo entry, so libedit's own terminal setup is untouched.
  TERMINAL *saved = cur_term;
  int error = 0;
  if (setupterm(term, 1, &error) != 0) {
    set_curterm(saved);
    return -3;
  }
  int colors = tigetnum("colors");
  TERMINAL *mine = cur_term;
  set_curterm(saved);
  del_curterm(mine);
  return colors;
}
