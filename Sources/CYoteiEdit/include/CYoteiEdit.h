// libedit, for line editing in yotei-repl.
#ifndef CYOTEI_EDIT_H
#define CYOTEI_EDIT_H
#include <stdint.h>
#ifdef __cplusplus
extern "C" {
#endif
/// Reads a line with editing and history; returns NULL at end of input.
/// The caller frees the result with yotei_edit_free.
char *yotei_edit_readline(const char *prompt);
void yotei_edit_free(char *line);
void yotei_edit_add_history(const char *line);
int32_t yotei_edit_read_history(const char *path);
int32_t yotei_edit_write_history(const char *path);
/// Installs a completion callback: given the word being completed and the
/// index of the match wanted, it returns a malloc'd string or NULL when done.
typedef char *(*yotei_completer)(const char *text, int32_t state);
void yotei_edit_set_completer(yotei_completer completer);
#ifdef __cplusplus
}
#endif
#endif
