# The rules-profile parameter table (engine/profile/params.def) is the one place a parameter is
# declared; this script checks the two copies that cannot include it:
# - the paramKey enumeration of formats/schema/rules.xsd lists exactly its keys, in its order, so
#   that the schema and the loader accept the same profiles;
# - the table under "## Rules-profile parameters" in docs/rules.md has one row per key with its
#   type, default, range and meaning.
# On a difference it prints the lines to paste. Run with -DSOURCE_DIR=<project root>.
if(NOT DEFINED SOURCE_DIR)
    message(FATAL_ERROR "param_keys.cmake: -DSOURCE_DIR=... is required")
endif()

# Prints the expected text unwrapped (FATAL_ERROR would reflow it), then fails.
function(differs what expected)
    message(NOTICE "${what} should read:\n${expected}")
    message(FATAL_ERROR "${what} differs from engine/profile/params.def (expected text above)")
endfunction()

set(def ${SOURCE_DIR}/engine/profile/params.def)
file(STRINGS ${def} rows REGEX "^MARENGO_PARAM")
set(number "-?[0-9][0-9.]*")
set(shape "^MARENGO_PARAM\\(([A-Za-z0-9]+), \"([a-z0-9.-]+)\", (Int|Real|Flag), (${number}), "
          "(${number}), (${number}), \"(.+)\"\\)$")
string(CONCAT shape ${shape})
set(keys)
set(enumeration "")
set(doc_rows "")
foreach(row IN LISTS rows)
    if(NOT row MATCHES "${shape}")
        message(FATAL_ERROR "engine/profile/params.def: a row does not have the shape\n"
                            "  MARENGO_PARAM(name, \"key\", Int|Real|Flag, default, min, max, "
                            "\"meaning\")\n  ${row}")
    endif()
    set(key ${CMAKE_MATCH_2})
    string(TOLOWER ${CMAKE_MATCH_3} type)
    set(default ${CMAKE_MATCH_4})
    set(range "${CMAKE_MATCH_5} to ${CMAKE_MATCH_6}")
    if(type STREQUAL "flag")
        set(range "0 or 1")
    endif()
    string(REPLACE "\\\"" "\"" meaning "${CMAKE_MATCH_7}")
    list(APPEND keys ${key})
    string(APPEND enumeration "      <xs:enumeration value=\"${key}\"/>\n")
    string(APPEND doc_rows "| `${key}` | ${type} | ${default} | ${range} | ${meaning} |\n")
endforeach()
if(NOT keys)
    message(FATAL_ERROR "engine/profile/params.def: no MARENGO_PARAM rows; update this script")
endif()
list(LENGTH keys n)

# The schema's enumeration, in order.
file(READ ${SOURCE_DIR}/formats/schema/rules.xsd xsd)
string(REGEX MATCH "<xs:simpleType name=\"paramKey\">.*</xs:restriction>" block "${xsd}")
string(FIND "${block}" "</xs:restriction>" end)
string(SUBSTRING "${block}" 0 ${end} block)
string(REGEX MATCHALL "value=\"[^\"]+\"" values "${block}")
set(schema)
foreach(v IN LISTS values)
    string(REGEX REPLACE "^value=\"([^\"]+)\"$" "\\1" key "${v}")
    list(APPEND schema ${key})
endforeach()
if(NOT schema STREQUAL keys)
    differs("the paramKey enumeration of formats/schema/rules.xsd" "${enumeration}")
endif()

# The document's table: the rows between the header and the first line that is not a row.
file(READ ${SOURCE_DIR}/docs/rules.md doc)
set(header "| key | type | default | range | meaning |\n|---|---|---|---|---|\n")
string(FIND "${doc}" "\n## Rules-profile parameters\n" section)
string(FIND "${doc}" "${header}" begin)
if(section EQUAL -1 OR begin EQUAL -1 OR begin LESS section)
    differs("docs/rules.md (no '## Rules-profile parameters' section with its table)"
            "${header}${doc_rows}")
endif()
string(LENGTH "${header}" skip)
math(EXPR begin "${begin} + ${skip}")
string(SUBSTRING "${doc}" ${begin} -1 rest)
string(REGEX MATCH "^(\\|[^\n]*\n)*" documented "${rest}")
if(NOT documented STREQUAL doc_rows)
    differs("the parameter table of docs/rules.md" "${header}${doc_rows}")
endif()
message(STATUS "rules.xsd and docs/rules.md list the ${n} parameters of params.def")
