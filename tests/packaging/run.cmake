# run(COMMAND...): runs a command in WORK, fails the test with its output when it fails, and
# leaves its standard output and error in `out` and `err`.
function(run)
    execute_process(COMMAND ${ARGN} WORKING_DIRECTORY ${WORK} RESULT_VARIABLE rc
                    OUTPUT_VARIABLE o ERROR_VARIABLE e)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "failed (${rc}): ${ARGN}\n${o}\n${e}")
    endif()
    set(out "${o}" PARENT_SCOPE)
    set(err "${e}" PARENT_SCOPE)
endfunction()
