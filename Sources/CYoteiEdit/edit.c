#include "CYoteiEdit.h"
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <editline/readline.h>

char *yotei_edit_readline(const char *prompt) { return readline(prompt); }
void yotei_edit_free(char *line) { free(line); }
void yotei_edit_add_history(const char *line) { add_history(line); }
int32_t yotei_edit_read_history(const char *path) { return read_history(path); }
int32_t yotei_edit_write_history(const char *path) { return write_history(path); }
void yotei_edit_stifle_history(int32_t count) { stifle_history(count); }

static yotei_completer current_completer = NULL;
static int completion_start = 0;

static char *generator(const char *text, int state) {
  return current_completer ? current_completer(text, state) : NULL;
}

static char **completion(const char *text, int start, int end) {
  (void)end;
  completion_start = start;
  rl_attempted_completion_over = 1;
  char **matches = rl_completion_matches(text, generator);
  // A single folder match ("data/") gets no space after it, so the next Tab
  // completes inside it; every other single match gets one.
  rl_completion_append_character = ' ';
  if (matches && matches[0] && !matches[1]) {
    size_t n = strlen(matches[0]);
    if (n > 0 && matches[0][n - 1] == '/') rl_completion_append_character = '\0';
  }
  return matches;
}

void yotei_edit_set_completer(yotei_completer completer) {
  current_completer = completer;
  rl_readline_name = "yotei";
  rl_attempted_completion_function = completion;
}

const char *yotei_edit_line_buffer(void) { return rl_line_buffer ? rl_line_buffer : ""; }
int32_t yotei_edit_completion_start(void) { return completion_start; }

static volatile sig_atomic_t interrupted = 0;

static void on_interrupt(int signo) {
  (void)signo;
  interrupted = 1;
}

void yotei_edit_install_interrupt_handler(void) {
  // Without SA_RESTART the read(2) inside libedit fails with EINTR, so
  // readline returns NULL and the caller sees the flag.
  rl_catch_signals = 0;
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = on_interrupt;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;
  sigaction(SIGINT, &action, NULL);
}

int32_t yotei_edit_take_interrupt(void) {
  int32_t was = interrupted ? 1 : 0;
  interrupted = 0;
  return was;
}

char *yotei_edit_strdup(const char *text) { return strdup(text); }

#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>
#include <poll.h>

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
  if (timeout_ms >= 0) {
    struct pollfd p = {0, POLLIN, 0};
    int ready = poll(&p, 1, timeout_ms);
    if (ready == 0) return -2;
    if (ready < 0) return -1;
  }
  unsigned char byte;
  ssize_t n = read(0, &byte, 1);
  if (n == 1) return byte;
  return -1;
}
