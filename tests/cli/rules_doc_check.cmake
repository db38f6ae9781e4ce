# Compares `marengo checks --format markdown` with the table between "## Check catalogue" and the
# next "## " heading of docs/rules.md: first the ids (which checks are missing or stale), then the
# whole table, which must stand there verbatim (the catalogue is the one place a check is
# described). Run with -DMARENGO=<exe> -DDOC=<path to docs/rules.md>.
foreach(var MARENGO DOC)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "rules_doc_check.cmake: -D${var}=... is required")
    endif()
endforeach()

execute_process(COMMAND ${MARENGO} checks --format markdown RESULT_VARIABLE rc
                OUTPUT_VARIABLE catalogue ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "marengo checks failed (${rc}): ${err}")
endif()

# Ids in the first column of markdown table rows: "| `stacking.limit` | ...".
function(row_ids text out)
    string(REGEX MATCHALL "\n\\| `[a-z0-9.-]+` \\|" rows "\n${text}")
    set(ids)
    foreach(r IN LISTS rows)
        string(REGEX REPLACE "^\n\\| `([a-z0-9.-]+)` \\|$" "\\1" id "${r}")
        list(APPEND ids ${id})
    endforeach()
    set(${out} ${ids} PARENT_SCOPE)
endfunction()

row_ids("${catalogue}" wanted)
if(NOT wanted)
    message(FATAL_ERROR "no check ids in the output of marengo checks --format markdown")
endif()

file(READ ${DOC} doc)
string(FIND "${doc}" "\n## Check catalogue" begin)
if(begin EQUAL -1)
    message(FATAL_ERROR "${DOC} has no '## Check catalogue' section")
endif()
string(SUBSTRING "${doc}" ${begin} -1 section)
string(SUBSTRING "${section}" 1 -1 rest)
string(FIND "${rest}" "\n## " end)
if(NOT end EQUAL -1)
    string(SUBSTRING "${rest}" 0 ${end} section)
endif()
row_ids("${section}" documented)

set(missing ${wanted})
if(documented)
    list(REMOVE_ITEM missing ${documented})
endif()
set(stale ${documented})
list(REMOVE_ITEM stale ${wanted})
if(missing OR stale)
    message(FATAL_ERROR "docs/rules.md's check catalogue differs from `marengo checks`:\n"
                        "  missing from the document: ${missing}\n"
                        "  no longer in the catalogue: ${stale}\n"
                        "Regenerate the table with: marengo checks --format markdown")
endif()
string(FIND "${section}" "${catalogue}" at)
if(at EQUAL -1)
    message(NOTICE "the check table of docs/rules.md should read:\n${catalogue}")
    message(FATAL_ERROR "docs/rules.md's check table differs from the catalogue's descriptions "
                        "(expected text above)")
endif()
list(LENGTH wanted n)
message(STATUS "docs/rules.md lists the ${n} checks of the catalogue")
