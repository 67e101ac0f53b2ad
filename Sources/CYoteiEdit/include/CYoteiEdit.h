// libedit (its wide-character interface), for line editing in yotei-repl.
#ifndef CYOTEI_EDIT_H
#define CYOTEI_EDIT_H
#include <stdint.h>
#ifdef __cplusplus
extern "C" {
#endif
/// Makes LC_CTYPE the user's locale (setlocale(LC_CTYPE, "")) when it loads
/// and is a UTF-8 one, else C.UTF-8, so libedit measures and prints every
/// character. Returns 1 for the user's locale, 2 for C.UTF-8, 0 when no UTF-8
/// locale could be loaded (only ASCII then shows as typed). Call before the
/// first yotei_edit_readline.
int32_t yotei_edit_use_locale(void);
/// Reads a line (UTF-8, without its line break) with editing and history; returns NULL at end of input or
/// when Ctrl-C interrupted the line (tell them apart with
/// yotei_edit_take_interrupt). The caller frees the result with yotei_edit_free.
char *yotei_edit_readline(const char *prompt);
void yotei_edit_free(char *line);
void yotei_edit_add_history(const char *line);
int32_t yotei_edit_read_history(const char *path);
int32_t yotei_edit_write_history(const char *path);
/// Keeps at most `count` entries in the history.
void yotei_edit_stifle_history(int32_t count);
/// Installs a completion callback: given the word being completed and the
/// index of the match wanted, it returns a malloc'd string or NULL when done.
typedef char *(*yotei_completer)(const char *text, int32_t state);
void yotei_edit_set_completer(yotei_completer completer);
/// The line being edited up to the cursor, while a completion runs.
const char *yotei_edit_line_buffer(void);
/// Finds where the character (grapheme cluster) before (`direction` -1) or
/// after (+1) code point `cursor` of the UTF-8 `line` begins or ends, as a
/// code-point offset: cursor movement and deletion go by whole characters.
typedef int32_t (*yotei_boundary)(const char *line, int32_t cursor, int32_t direction);
void yotei_edit_set_boundary(yotei_boundary boundary);
/// Where the word being completed starts in the line, in bytes.
int32_t yotei_edit_completion_start(void);
/// Makes Ctrl-C abandon the line being read instead of ending the process,
/// and a change of the terminal's size (SIGWINCH) redraw the line being
/// edited: libedit's own signal handling is turned off and the handlers only
/// set flags.
void yotei_edit_install_interrupt_handler(void);
/// Returns 1 (and clears the flag) when Ctrl-C was pressed since the last call.
int32_t yotei_edit_take_interrupt(void);
/// Returns 1 (and clears the flag) when the terminal changed size since the last call.
int32_t yotei_edit_take_resize(void);
/// Copies `text` into a new malloc'd buffer (for completers written in Swift).
char *yotei_edit_strdup(const char *text);
/// The width of the terminal on `fd` in columns, or -1 when it is not a
/// terminal or does not say.
int32_t yotei_edit_terminal_columns(int32_t fd);
/// Puts standard input in raw mode (1: keys one by one, no echo) or back as
/// it was (0). Returns 0 on success.
int32_t yotei_edit_raw_mode(int32_t on);
/// Reads one byte of standard input: the byte, -1 at the end or on an error
/// (Ctrl-C included), -2 when `timeout_ms` (if not negative) passed first,
/// -3 when the terminal changed size (yotei_edit_take_resize clears it).
int32_t yotei_edit_read_byte(int32_t timeout_ms);
/// How many colours the terminal `term` (a TERM value) has by terminfo: the
/// number, -1 when it has none (vt100), or -3 when terminfo does not know it.
int32_t yotei_edit_terminal_colors(const char *term);
#ifdef __cplusplus
}
#endif
#endif
