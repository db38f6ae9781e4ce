# Fails when a file includes a floor above its own. Every include names its library from the
# repository root ("engine/map/map.hpp", "render/...", "editor/ui/..."), so the folder of an
# include is its floor. docs/architecture.md draws the same floors; this table is the rule.
#
# Libraries, bottom up: each may include itself and the libraries it names.
set(allow_engine engine)
set(allow_formats engine formats)
set(allow_render engine render)
set(allow_cli engine formats render cli)
set(allow_editor engine formats render editor)
# Inside the editor, the GUI-free workspace and forms do not include the windows (forms may
# use render/print: the print dialog's choices are its settings).
set(allow_editor/workspace engine formats editor/workspace)
set(allow_editor/forms engine render editor/forms)
# Inside the engine, floors bottom up: each may include itself and the floors it names.
set(allow_engine/core engine/core)
set(allow_engine/hex engine/core engine/hex)
set(allow_engine/map engine/core engine/hex engine/map)
set(allow_engine/oob engine/core engine/oob)
set(allow_engine/profile engine/core engine/profile)
set(scenario_below engine/core engine/hex engine/map engine/oob engine/profile engine/scenario)
set(allow_engine/scenario ${scenario_below})
set(allow_engine/rules ${scenario_below} engine/rules)
set(allow_engine/movement ${scenario_below} engine/rules engine/movement)
# Checks and edits stand side by side on the top floor: neither includes the other.
set(allow_engine/checks ${scenario_below} engine/rules engine/movement engine/checks)
set(allow_engine/edit ${scenario_below} engine/rules engine/movement engine/edit)

set(bad "")
foreach(lib engine formats render cli editor)
    file(GLOB_RECURSE files RELATIVE ${SOURCE_DIR} ${SOURCE_DIR}/${lib}/*.cpp
         ${SOURCE_DIR}/${lib}/*.hpp ${SOURCE_DIR}/${lib}/*.inl)
    foreach(f IN LISTS files)
        # The file's room: its second-level folder where the table has one, else its library.
        string(REGEX MATCH "^[a-z_]+/[a-z_]+" room "${f}")
        if(NOT DEFINED allow_${room})
            set(room ${lib})
        endif()
        file(STRINGS ${SOURCE_DIR}/${f} lines REGEX "^[ \t]*#[ \t]*include[ \t]*\"")
        foreach(line IN LISTS lines)
            string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*\"([^\"]*)\".*" "\\1" inc "${line}")
            if(NOT inc MATCHES "/")
                string(APPEND bad "\n  ${f}: \"${inc}\" does not name its library from the root")
                continue()
            endif()
            string(REGEX MATCH "^[a-z_]+" inclib "${inc}")
            string(REGEX MATCH "^[a-z_]+/[a-z_]+" incroom "${inc}")
            # An include names the finest room the table knows for it.
            set(target ${inclib})
            if(DEFINED allow_${incroom})
                set(target ${incroom})
            endif()
            # An allowed library name admits all of it; an allowed room admits that room.
            set(ok FALSE)
            foreach(a IN LISTS allow_${room})
                if(target STREQUAL a OR inclib STREQUAL a)
                    set(ok TRUE)
                endif()
            endforeach()
            if(NOT ok)
                string(APPEND bad "\n  ${f} (${room}) includes \"${inc}\" (${target})")
            endif()
        endforeach()
    endforeach()
endforeach()

if(bad)
    message(FATAL_ERROR "includes that go up a floor or sideways:${bad}")
endif()
message(STATUS "every include goes down the floors")
