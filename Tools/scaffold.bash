# What Tools/new-feature and Tools/new-screen share (sourced from the repository root, never run): the
# composed app they check a new name against, and the one way they write, so that a scaffold writes nothing
# when it refuses and leaves every file as it was when it fails halfway.
#
#   scaffold_begin NAME               starts the scaffold: any exit other than after scaffold_commit, an
#                                     error, an interrupt, rolls back every path tracked since
#   scaffold_registry FILE            writes the composed app's routes (`composer --list-routes --json`) to FILE;
#                                     the composer is built in the package's own build folder (incremental
#                                     where one exists), or is $DEMETER_SCAFFOLD_COMPOSER when that is set
#   scaffold_taken FILE ARGS...       prints, one a line, what of a new route the registry in FILE already
#                                     has: --route ID, --pattern PATTERN (one that no precedence rule tells
#                                     apart: the same literals and parameter kinds), --tab ID
#   scaffold_track PATH...            remembers PATH as it is (or that it is absent) before it is first written
#   scaffold_install FROM PATH        writes PATH with FROM's bytes: a tracked, counted write
#   scaffold_write                    counts a write about to be made by another program (the composer)
#   scaffold_graph_and_baseline       builds the composer with the new code, regenerates the README's graph
#                                     and adds the new links to LinkBaseline.json (every recorded link stays)
#   scaffold_commit                   the scaffold is whole: nothing is rolled back
#
# DEMETER_SCAFFOLD_FAIL_AFTER=N makes the write after the first N fail, to test the rollback (the machines
# run as root: a read-only file proves nothing). DEMETER_SCAFFOLD_COMPOSER=PATH names a composer built from
# this very tree (the tests': `swift test` holds the build folder, so a scaffold it runs cannot build).

scaffold_begin() {
  scaffold_name="$1"
  scaffold_root="$PWD"
  scaffold_temp="$(mktemp -d)"
  scaffold_paths=()
  scaffold_existed=()
  scaffold_writes=0
  scaffold_done=0
  trap scaffold_finish EXIT
  trap 'exit 130' INT
  trap 'exit 143' TERM
}

# The EXIT trap: after a commit, only the temporary folder goes; otherwise every tracked path is put back as
# it was, the last first.
scaffold_finish() {
  local status=$? index path restored=1
  set +e
  if [[ "$scaffold_done" -ne 1 && ${#scaffold_paths[@]} -gt 0 ]]; then
    for ((index = ${#scaffold_paths[@]} - 1; index >= 0; index--)); do
      path="${scaffold_paths[$index]}"
      rm -rf "${scaffold_root:?}/$path" || restored=0
      if [[ "${scaffold_existed[$index]}" == 1 ]]; then
        cp -a "$scaffold_temp/backup/$path" "$scaffold_root/$path" || restored=0
      fi
    done
    if [[ "$restored" -eq 1 ]]; then
      echo "$scaffold_name: stopped; every file it had touched is as it was" >&2
    else
      echo "$scaffold_name: stopped, and could not put back every file; their copies are in $scaffold_temp/backup" >&2
      trap - EXIT
      exit 1
    fi
  fi
  rm -rf "$scaffold_temp"
  [[ "$status" -ne 0 || "$scaffold_done" -eq 1 ]] || status=1
  exit "$status"
}

scaffold_track() {
  local path known
  for path in "$@"; do
    for known in "${scaffold_paths[@]}"; do [[ "$known" == "$path" ]] && continue 2; done
    if [[ -e "$path" || -L "$path" ]]; then
      mkdir -p "$scaffold_temp/backup/$(dirname "$path")"
      cp -a "$path" "$scaffold_temp/backup/$path"
      scaffold_existed+=(1)
    else
      scaffold_existed+=(0)
    fi
    scaffold_paths+=("$path")
  done
}

scaffold_write() {
  scaffold_writes=$((scaffold_writes + 1))
  if [[ -n "${DEMETER_SCAFFOLD_FAIL_AFTER:-}" && "$scaffold_writes" -gt "$DEMETER_SCAFFOLD_FAIL_AFTER" ]]; then
    echo "$scaffold_name: write $scaffold_writes fails, as DEMETER_SCAFFOLD_FAIL_AFTER=$DEMETER_SCAFFOLD_FAIL_AFTER asks" >&2
    return 1
  fi
}

scaffold_install() {
  scaffold_track "$2"
  scaffold_write
  mkdir -p "$(dirname "$2")"
  cp "$1" "$2"
}

scaffold_commit() {
  scaffold_done=1
}

scaffold_graph_and_baseline() {
  local composer graph="$scaffold_temp/graph" readme="$scaffold_temp/README.md"
  echo "$scaffold_name: building the composer with the new code, for the README's graph and the link baseline" >&2
  swift build --product composer >&2 || { echo "$scaffold_name: the build failed (see above)" >&2; return 1; }
  composer="$(swift build --show-bin-path)/composer"
  "$composer" graph > "$graph" || { echo "$scaffold_name: composer graph failed (see above)" >&2; return 1; }
  # The README's graph is the composer's (ReadmeGraphTests compares them).
  awk -v graph="$graph" '
    /<!-- graph:end -->/ { skipping = 0 }
    !skipping { print }
    /<!-- graph:begin -->/ {
      print "```mermaid"
      while ((getline line < graph) > 0) print line
      print "```"
      skipping = 1
    }
  ' README.md > "$readme"
  scaffold_install "$readme" README.md
  # The composer writes the baseline itself; it refuses (and writes nothing) while another recorded link is
  # broken, which is that module's to fix, not the scaffold's.
  scaffold_track LinkBaseline.json
  scaffold_write
  "$composer" baseline --record-additions >&2 || {
    echo "$scaffold_name: LinkBaseline.json cannot take the new links: a recorded link is broken (see above)" >&2
    return 1
  }
}

scaffold_registry() {
  local composer="${DEMETER_SCAFFOLD_COMPOSER:-}"
  if [[ -z "$composer" ]]; then
    echo "$scaffold_name: building the composer to check the new names against the composed app" >&2
    swift build --product composer >&2 || {
      echo "$scaffold_name: the composer does not build; fix the build first (nothing was written)" >&2
      return 1
    }
    composer="$(swift build --show-bin-path)/composer"
  fi
  "$composer" --list-routes --json > "$1" || {
    echo "$scaffold_name: composer --list-routes failed (nothing was written)" >&2
    return 1
  }
}

scaffold_taken() {
  python3 - "$@" <<'PYTHON'
import json, re, sys

registry = json.load(open(sys.argv[1]))
wanted = dict(zip(sys.argv[2::2], sys.argv[3::2]))

def shape(pattern):
    """The pattern as the resolver ranks it: its literals and its parameters' kinds, not their names."""
    return "/".join(re.sub(r"^\{[^:}]*(?::([a-z]+))?\}$", lambda m: "{" + (m.group(1) or "string") + "}", s)
                    for s in pattern.strip("/").split("/"))

if "--route" in wanted:
    for row in registry:
        if row["id"] == wanted["--route"]:
            print(f"the route id {row['id']} is taken ({row['module']}: {row['pattern']})")
if "--pattern" in wanted:
    new = shape(wanted["--pattern"])
    for row in registry:
        for pattern, what in [(row["pattern"], "")] + [(old, "a redirect to ") for old in row.get("redirects", [])]:
            if shape(pattern) == new:
                print(f"the pattern '{wanted['--pattern']}' is taken: '{pattern}' is {what}{row['id']} "
                      f"({row['module']}), and no precedence rule tells them apart")
if "--tab" in wanted:
    owners = sorted({row["module"] for row in registry if row.get("tab") == wanted["--tab"]})
    if owners:
        print(f"the tab id {wanted['--tab']} is taken ({', '.join(owners)})")
PYTHON
}
