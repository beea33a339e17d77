#include "FuzzDriver.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static int replay_file(const char *path, int (*callback)(const uint8_t *, size_t)) {
  FILE *file = fopen(path, "rb");
  if (file == NULL) {
    fprintf(stderr, "cannot open %s\n", path);
    return 1;
  }
  uint8_t *data = NULL;
  size_t size = 0, capacity = 0;
  for (;;) {
    if (size == capacity) {
      capacity = capacity ? capacity * 2 : 4096;
      uint8_t *grown = realloc(data, capacity);
      if (grown == NULL) {
        free(data);
        fclose(file);
        return 1;
      }
      data = grown;
    }
    size_t read = fread(data + size, 1, capacity - size, file);
    if (read == 0) break;
    size += read;
  }
  fclose(file);
  callback(data, size);
  free(data);
  return 0;
}

static int replay(const char *path, int (*callback)(const uint8_t *, size_t), int *count) {
  struct stat info;
  if (stat(path, &info) != 0) {
    fprintf(stderr, "no such file or folder: %s\n", path);
    return 1;
  }
  if (!S_ISDIR(info.st_mode)) {
    *count += 1;
    return replay_file(path, callback);
  }
  DIR *folder = opendir(path);
  if (folder == NULL) return 1;
  int failures = 0;
  struct dirent *entry;
  while ((entry = readdir(folder)) != NULL) {
    if (entry->d_name[0] == '.') continue;
    size_t length = strlen(path) + strlen(entry->d_name) + 2;
    char *child = malloc(length);
    if (child == NULL) break;
    snprintf(child, length, "%s/%s", path, entry->d_name);
    struct stat childInfo;
    if (stat(child, &childInfo) == 0 && S_ISREG(childInfo.st_mode)) {
      *count += 1;
      failures += replay_file(child, callback);
    }
    free(child);
  }
  closedir(folder);
  return failures;
}

__attribute__((weak)) int LLVMFuzzerRunDriver(int *argc, char ***argv,
                                               int (*callback)(const uint8_t *data, size_t size)) {
  int failures = 0, count = 0;
  for (int index = 1; index < *argc; index++) {
    const char *argument = (*argv)[index];
    if (argument[0] == '-') continue;
    failures += replay(argument, callback, &count);
  }
  fprintf(stderr, "replayed %d input(s) without libFuzzer (plain build)\n", count);
  return failures ? 1 : 0;
}
