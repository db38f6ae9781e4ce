# A rules-profile key the table (engine/profile/params.def) lacks does not compile, nor does a
# lookup by string: compiles a lookup by a real key (which must build, so that the failures below
# are about the key) and two wrong ones (which must fail, naming what is wrong).
# Run with -DCXX=<compiler> -DSOURCE_DIR=<project root> -DWORK=<scratch dir>.
foreach(var CXX SOURCE_DIR WORK)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "param_keys_compile.cmake: -D${var}=... is required")
    endif()
endforeach()
file(MAKE_DIRECTORY ${WORK})

function(try_lookup name expression)
    file(WRITE ${WORK}/${name}.cpp
         "#include \"engine/profile/profile.hpp\"\n"
         "int lookup(const marengo::RulesProfile& p) { return p.get(${expression}); }\n")
    execute_process(COMMAND ${CXX} -std=c++20 -fsyntax-only -I${SOURCE_DIR} ${WORK}/${name}.cpp
                    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    set(rc ${rc} PARENT_SCOPE)
    set(err "${out}${err}" PARENT_SCOPE)
endfunction()

try_lookup(known "marengo::params::carreMinIncrements")
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "a lookup by a key of the table does not compile:\n${err}")
endif()
try_lookup(unknown "marengo::params::carreMinIncrement")
if(rc EQUAL 0 OR NOT err MATCHES "carreMinIncrement")
    message(FATAL_ERROR "a lookup by a key the table lacks compiled (exit ${rc}):\n${err}")
endif()
try_lookup(by_string "\"carre.min-increments\"")
if(rc EQUAL 0 OR NOT err MATCHES "get")
    message(FATAL_ERROR "a lookup by string compiled (exit ${rc}):\n${err}")
endif()
message(STATUS "a key outside the table and a string lookup do not compile")
