#include <stdio.h>
#include <histedit.h>
#include <editline/readline.h>

/* Swift cannot call C variadic functions (el_set, el_get, history), so FrameLab reaches the ones it
   needs through these fixed-argument wrappers. */

typedef char *(*fl_prompt_function)(EditLine *);
typedef unsigned char (*fl_key_function)(EditLine *, int);

/* Emacs bindings, the client's pointer, a prompt, history, Tab bound to `complete` and Ctrl-C
   (delivered as a character: the tty's isig is turned off while editing) bound to `interrupt`. */
static inline void fl_el_configure(EditLine *el, void *client, fl_prompt_function prompt,
                                   History *hist, fl_key_function complete,
                                   fl_key_function interrupt) {
    el_set(el, EL_CLIENTDATA, client);
    el_set(el, EL_EDITOR, "emacs");
    el_set(el, EL_SIGNAL, 1);
    el_set(el, EL_PROMPT, prompt);
    el_set(el, EL_HIST, history, hist);
    el_set(el, EL_SETTY, "-d", "-isig", NULL);
    el_set(el, EL_ADDFN, "fl-complete", "Complete the word before the cursor", complete);
    el_set(el, EL_BIND, "^I", "fl-complete", NULL);
    el_set(el, EL_ADDFN, "fl-interrupt", "Cancel the line being typed", interrupt);
    el_set(el, EL_BIND, "^C", "fl-interrupt", NULL);
    el_source(el, NULL);
}

static inline void *fl_el_client(EditLine *el) {
    void *client = NULL;
    el_get(el, EL_CLIENTDATA, &client);
    return client;
}

static inline History *fl_history_init(int size) {
    History *hist = history_init();
    HistEvent event;
    history(hist, &event, H_SETSIZE, size);
    history(hist, &event, H_SETUNIQUE, 1);
    return hist;
}

static inline void fl_history_enter(History *hist, const char *line) {
    HistEvent event;
    history(hist, &event, H_ENTER, line);
}
