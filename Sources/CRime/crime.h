// The parts of librime (Debian: librime-dev) that the pinyin keyboard uses, as plain C
// functions.
//
// librime's API is a struct of function pointers (`rime_get_api()`), and its structs are
// versioned: each must be initialised with RIME_STRUCT_INIT before a call fills it, which is
// a macro Swift cannot use. So every call goes through a `static inline` wrapper here, and
// strings come back as copies (`crime_free` them) so that no Rime struct crosses into Swift.
//
// rime_api.h declares `typedef int Bool` and the macros True and False. Imported as they are,
// they would shadow Swift's Bool in every file of the module, so the header is included with
// its Bool renamed, and the macros removed afterwards.
#ifndef CRIME_H
#define CRIME_H

#define Bool crime_rime_bool
#include <rime_api.h>
#undef Bool
#undef True
#undef False
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static inline char *crime_copy_string(const char *text) {
  if (text == 0) return 0;
  return strdup(text);
}

/// Frees a string or array returned by this header.
static inline void crime_free(void *pointer) { free(pointer); }

/// Sets Rime up for the whole process and loads the deployer's tasks. Rime cannot be set up
/// twice: the caller guards this. `min_log_level` 3 keeps glog quiet (no log files).
static inline void crime_start(const char *shared_data_dir, const char *user_data_dir,
                               const char *prebuilt_data_dir) {
  RimeApi *api = rime_get_api();
  RIME_STRUCT(RimeTraits, traits);
  traits.shared_data_dir = shared_data_dir;
  traits.user_data_dir = user_data_dir;
  traits.prebuilt_data_dir = prebuilt_data_dir;
  traits.distribution_name = "inputsim";
  traits.distribution_code_name = "inputsim";
  traits.distribution_version = "1";
  traits.app_name = "rime.inputsim";
  traits.min_log_level = 3;
  api->setup(&traits);
  api->initialize(0);
  // Loads the "levers" module, whose tasks (config_file_update) deploy_config_file runs.
  api->deployer_initialize(0);
}

/// Compiles `file_name` (a schema's source plus its `.custom.yaml` patch) into the user
/// data dir's build folder.
static inline bool crime_deploy_config_file(const char *file_name) {
  return rime_get_api()->deploy_config_file(file_name, "schema/version") != 0;
}

static inline uintptr_t crime_create_session(void) { return rime_get_api()->create_session(); }

static inline void crime_destroy_session(uintptr_t session) {
  rime_get_api()->destroy_session(session);
}

/// Selects `schema_id` and checks that the session really runs it (Rime falls back to
/// another schema rather than failing when one cannot be loaded).
static inline bool crime_select_schema(uintptr_t session, const char *schema_id) {
  RimeApi *api = rime_get_api();
  if (!api->select_schema(session, schema_id)) return false;
  char current[128] = {0};
  if (!api->get_current_schema(session, current, sizeof current)) return false;
  return strcmp(current, schema_id) == 0;
}

/// Feeds one key (an X11 keysym: ASCII for printable keys, 0xff0d Return …). Returns whether
/// Rime used it.
static inline bool crime_process_key(uintptr_t session, int keycode, int mask) {
  return rime_get_api()->process_key(session, keycode, mask) != 0;
}

/// The text the last keys committed (a copy, or NULL when nothing was committed).
static inline char *crime_take_commit(uintptr_t session) {
  RimeApi *api = rime_get_api();
  RIME_STRUCT(RimeCommit, commit);
  if (!api->get_commit(session, &commit)) return 0;
  char *text = crime_copy_string(commit.text);
  api->free_commit(&commit);
  return text;
}

/// The composition and the current page of the menu, copied out of Rime's context.
typedef struct crime_snapshot {
  /// NULL when nothing is composed.
  char *preedit;
  /// The caret in `preedit`, in UTF-8 bytes.
  int caret_utf8_offset;
  /// The highlighted candidate's index on the page.
  int highlighted_index;
  int candidate_count;
  /// `candidate_count` strings.
  char **candidates;
} crime_snapshot;

static inline void crime_snapshot_free(crime_snapshot *snapshot) {
  free(snapshot->preedit);
  for (int index = 0; index < snapshot->candidate_count; index++) free(snapshot->candidates[index]);
  free(snapshot->candidates);
  memset(snapshot, 0, sizeof *snapshot);
}

static inline bool crime_snapshot_take(uintptr_t session, crime_snapshot *snapshot) {
  RimeApi *api = rime_get_api();
  memset(snapshot, 0, sizeof *snapshot);
  RIME_STRUCT(RimeContext, context);
  if (!api->get_context(session, &context)) return false;
  snapshot->preedit = crime_copy_string(context.composition.preedit);
  snapshot->caret_utf8_offset = context.composition.cursor_pos;
  snapshot->highlighted_index = context.menu.highlighted_candidate_index;
  int count = context.menu.num_candidates;
  if (count > 0 && context.menu.candidates != 0) {
    snapshot->candidates = (char **)calloc((size_t)count, sizeof(char *));
    if (snapshot->candidates != 0) {
      for (int index = 0; index < count; index++) {
        const char *text = context.menu.candidates[index].text;
        snapshot->candidates[index] = crime_copy_string(text != 0 ? text : "");
      }
      snapshot->candidate_count = count;
    }
  }
  api->free_context(&context);
  return true;
}

/// Selects the candidate at `index` on the current page (what its digit key does).
static inline bool crime_select_on_page(uintptr_t session, int index) {
  if (index < 0) return false;
  return rime_get_api()->select_candidate_on_current_page(session, (size_t)index) != 0;
}

/// Commits the composition as it stands (the selected candidates, then the rest as typed).
static inline bool crime_commit_composition(uintptr_t session) {
  return rime_get_api()->commit_composition(session) != 0;
}

/// The length in bytes of what the composition was typed from (Rime's raw input: the letters
/// not yet committed, `nihao` for the preedit `ni hao`); 0 when nothing is composed.
static inline size_t crime_input_length(uintptr_t session) {
  const char *input = rime_get_api()->get_input(session);
  return input ? strlen(input) : 0;
}

/// Drops the composition without committing it.
static inline void crime_clear_composition(uintptr_t session) {
  rime_get_api()->clear_composition(session);
}

#endif
