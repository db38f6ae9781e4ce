# Builds the Debian package with CPack, checks that it holds every file `cmake --install` puts
# in a prefix, and that lintian reports no error.
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK})

include(${CMAKE_CURRENT_LIST_DIR}/run.cmake)

run(cpack -G DEB --config ${BUILD_DIR}/CPackConfig.cmake -B ${WORK})
file(GLOB deb ${WORK}/marengo_*.deb)
if(NOT deb)
    message(FATAL_ERROR "cpack made no marengo_*.deb in ${WORK}")
endif()

# Every installed file is in the package.
set(ENV{DESTDIR} ${WORK}/staged)
run(${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix /usr)
file(GLOB_RECURSE staged RELATIVE ${WORK}/staged ${WORK}/staged/*)
run(${DPKG_DEB} -c ${deb})
set(listing "${out}")
foreach(f IN LISTS staged)
    string(FIND "${listing}" " ./${f}\n" at)
    if(at EQUAL -1)
        string(FIND "${listing}" " ./${f} -> " at) # a symbolic link
    endif()
    if(at EQUAL -1)
        message(FATAL_ERROR "installed but not in ${deb}: ${f}")
    endif()
endforeach()

# lintian: errors fail the test; warnings are printed.
execute_process(COMMAND ${LINTIAN} --no-tag-display-limit ${deb} RESULT_VARIABLE rc
                OUTPUT_VARIABLE out ERROR_VARIABLE err)
message(STATUS "lintian:\n${out}${err}")
if(out MATCHES "(^|\n)E: ")
    message(FATAL_ERROR "lintian reports errors on ${deb}")
endif()
list(LENGTH staged n)
message(STATUS "${deb}: ${n} files, lintian reports no error")
