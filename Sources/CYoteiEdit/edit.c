#include "CYoteiEdit.h"
#include <stdio.h>
#include <stdlib.h>
#include <editline/readline.h>

char *yotei_edit_readline(const char *prompt) { return readline(prompt); }
void yotei_edit_free(char *line) { free(line); }
void yotei_edit_add_history(const char *line) { add_history(line); }
int32_t yotei_edit_read_history(const char *path) { return read_history(path); }
int32_t yotei_edit_write_history(const char *path) { return write_history(path); }

static yotei_completer current_completer = NULL;

static char *generator(const char *text, int state) {
  return current_completer ? current_completer(text, state) : NULL;
}

static char **completion(const char *text, int start, int end) {
  (void)start;
  (void)end;
  rl_attempted_completion_over = 1;
  return rl_completion_matches(text, generator);
}

void yotei_edit_set_completer(yotei_completer completer) {
  current_completer = completer;
  rl_attempted_completion_function = completion;
}
