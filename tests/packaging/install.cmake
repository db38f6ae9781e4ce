# Installs the build into WORK/usr (a prefix) and WORK/dest (DESTDIR), then runs the installed
# marengo from WORK, far from the source and build trees, on a sample and on `new`, and validates
# the installed desktop entry and AppStream metadata.
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK})

include(${CMAKE_CURRENT_LIST_DIR}/run.cmake)

set(prefix ${WORK}/usr)
run(${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${prefix})
set(ENV{MARENGO_DATA_DIR} "")
# A sample from the installed data, checked by the installed program.
set(sample ${prefix}/share/marengo/samples/friedland/friedland-sortlack.scenario.xml)
run(${prefix}/bin/marengo validate ${sample})
if(NOT out MATCHES "0 problem")
    message(FATAL_ERROR "installed marengo did not validate the installed sample:\n${out}")
endif()
run(${prefix}/bin/marengo rules-params berlin-2021)
run(${prefix}/bin/marengo new -o ${WORK}/battle --template four-sheet --rules berlin-2021)
file(GLOB made ${WORK}/battle/*.scenario.xml)
if(NOT made)
    message(FATAL_ERROR "marengo new made no scenario in ${WORK}/battle")
endif()
run(${prefix}/bin/marengo validate ${made})
# The installed data is what the installed program reads: a copy of the prefix elsewhere works.
file(COPY ${prefix} DESTINATION ${WORK}/moved)
run(${WORK}/moved/usr/bin/marengo rules-params friedland-2014)
# The new scenario names its rules profile by id: the moved Marengo finds it in its own data.
run(${WORK}/moved/usr/bin/marengo validate ${made})

foreach(f bin/marengo share/marengo/templates/rules/berlin-2021.rules.xml
          share/doc/marengo/editor.md share/doc/marengo/copyright share/man/man1/marengo.1.gz
          share/mime/packages/marengo.xml share/icons/hicolor/scalable/apps/marengo.svg
          share/icons/hicolor/48x48/apps/marengo.png share/thumbnailers/marengo.thumbnailer
          share/bash-completion/completions/marengo)
    if(NOT EXISTS ${prefix}/${f})
        message(FATAL_ERROR "not installed: ${f}")
    endif()
endforeach()
if(EXISTS ${prefix}/bin/marengo-editor)
    run(${prefix}/bin/marengo-editor --version)
    run(${DESKTOP_FILE_VALIDATE} ${prefix}/share/applications/org.marengo.Marengo.desktop)
    run(${APPSTREAMCLI} validate --no-net ${prefix}/share/metainfo/org.marengo.Marengo.metainfo.xml)
endif()

# DESTDIR: the same files under a staging root, for packagers.
set(ENV{DESTDIR} ${WORK}/dest)
run(${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix /usr)
if(NOT EXISTS ${WORK}/dest/usr/bin/marengo OR NOT EXISTS ${WORK}/dest/usr/share/marengo/samples)
    message(FATAL_ERROR "DESTDIR install left no marengo under ${WORK}/dest/usr")
endif()
message(STATUS "installed, moved and run from ${WORK}")
