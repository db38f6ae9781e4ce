# End-to-end tests of `marengo render`: exit codes and messages, and the files written
# (existence, size, format signature). Included from tests/cli/CMakeLists.txt.
set(render_out ${CMAKE_CURRENT_BINARY_DIR}/render-out)
file(MAKE_DIRECTORY ${render_out})
set(render_demo tests/data/render/demo.scenario.xml)
set(render_demo_map tests/data/render/demo.map.xml)

# Checks that FILE exists, holds at least MIN bytes and starts with the hex signature MAGIC.
file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/check_render_file.cmake [=[
if(NOT EXISTS "${FILE}")
    message(FATAL_ERROR "${FILE} was not written")
endif()
file(SIZE "${FILE}" size)
if(size LESS MIN)
    message(FATAL_ERROR "${FILE} has ${size} bytes, expected at least ${MIN}")
endif()
file(READ "${FILE}" head LIMIT 4 HEX)
if(NOT head STREQUAL MAGIC)
    message(FATAL_ERROR "${FILE} starts with ${head}, expected ${MAGIC}")
endif()
]=])

# marengo_render_test(NAME FILE MAGIC ARGS...): renders to FILE, then checks the file.
function(marengo_render_test name file magic)
    marengo_cli_test(${name} EXIT 0 ARGS render ${ARGN} -o ${render_out}/${file}
                     EXPECT "wrote .*${file} \\([0-9]+ x [0-9]+\\)")
    set_tests_properties("marengo: ${name}" PROPERTIES FIXTURES_SETUP ${name})
    add_test(NAME "marengo: ${name}-file"
             COMMAND ${CMAKE_COMMAND} -DFILE=${render_out}/${file} -DMIN=1000 -DMAGIC=${magic} -P
                     ${CMAKE_CURRENT_BINARY_DIR}/check_render_file.cmake)
    set_tests_properties("marengo: ${name}-file" PROPERTIES FIXTURES_REQUIRED ${name} LABELS cli)
endfunction()

marengo_render_test(render-png demo.png 89504e47 ${render_demo})
marengo_render_test(render-svg demo.svg 3c3f786d ${render_demo} --hex-size 20)
marengo_render_test(render-pdf demo.pdf 25504446 ${render_demo} --no-units --no-numbers)
marengo_render_test(render-map demo-map.png 89504e47 ${render_demo_map} --hex-size=24)
marengo_render_test(render-region region.png 89504e47 ${render_demo} --region A1003:B0208)
marengo_render_test(render-tiny tiny.pdf 25504446 ${data}/tiny.map.xml --no-grid)
if(EXISTS ${PROJECT_SOURCE_DIR}/${sample})
    marengo_render_test(render-sample friedland.png 89504e47 ${sample} --hex-size 24)
endif()

marengo_cli_test(render-help EXIT 0 ARGS --help EXPECT "render SCENARIO\\|MAP -o")
marengo_cli_test(render-input-errors EXIT 1 ARGS render ${data}/errors.scenario.xml
                 -o ${render_out}/errors.png EXPECT "wrote .*errors.png.*errors.scenario.xml:[0-9]+:[0-9]+:")
marengo_cli_test(render-missing-input EXIT 2 ARGS render ${data}/no-such.scenario.xml
                 -o ${render_out}/x.png EXPECT "no-such.scenario.xml")
marengo_cli_test(render-unwritable EXIT 2 ARGS render ${render_demo_map}
                 -o ${render_out}/no-such-dir/x.png EXPECT "cannot write .*x.png")
marengo_cli_test(render-no-output EXIT 2 ARGS render ${render_demo_map}
                 EXPECT "needs an output file")
marengo_cli_test(render-unknown-type EXIT 2 ARGS render ${render_demo_map} -o map.jpg
                 EXPECT "unknown image type")
marengo_cli_test(render-unknown-kind EXIT 2 ARGS render README.md -o ${render_out}/x.png
                 EXPECT "unknown file kind")
marengo_cli_test(render-bad-region EXIT 2 ARGS render ${render_demo_map} -o ${render_out}/x.png
                 --region A0101:Z9999 EXPECT "'Z9999' is not a hex")
marengo_cli_test(render-bad-hex-size EXIT 2 ARGS render ${render_demo_map} -o ${render_out}/x.png
                 --hex-size big EXPECT "--hex-size must be")

# --png-compression: level 0 stores the pixels, so the file holds at least their 1964 x 891 x 3
# bytes (about 0.5 MB at any other level): the option reached the encoder.
marengo_render_test(render-png-stored stored.png 89504e47 ${render_demo_map} --png-compression 0)
add_test(NAME "marengo: render-png-stored-size"
         COMMAND ${CMAKE_COMMAND} -DFILE=${render_out}/stored.png -DMIN=5249772 -DMAGIC=89504e47
                 -P ${CMAKE_CURRENT_BINARY_DIR}/check_render_file.cmake)
set_tests_properties("marengo: render-png-stored-size" PROPERTIES FIXTURES_REQUIRED render-png-stored
                     LABELS cli)
marengo_render_test(render-png-smallest smallest.png 89504e47 ${render_demo} --png-compression smallest)
marengo_cli_test(render-png-compression-bad EXIT 2 ARGS render ${render_demo_map} -o ${render_out}/x.png
                 --png-compression 10 EXPECT "--png-compression must be auto, fast, smallest or a level")
marengo_cli_test(render-png-compression-svg EXIT 2 ARGS render ${render_demo_map} -o ${render_out}/x.svg
                 --png-compression fast EXPECT "--png-compression applies to a PNG only")

# --reference draws the map's visible reference images; one that cannot be drawn (moved,
# outside the map's folder, not a picture) is a located warning and the picture is still made.
set(reference_data tests/data/reference)
marengo_render_test(render-reference traced.png 89504e47 ${reference_data}/traced.map.xml
                    --reference --hex-size 20)
marengo_cli_test(render-reference-missing EXIT 0
                 ARGS render ${reference_data}/missing.map.xml --reference -o ${render_out}/moved.png
                 EXPECT "wrote .*moved.png.*missing.map.xml:12:5: warning: reference image 'scans/moved.png' cannot be opened: No such file or directory: not drawn.*missing.map.xml:13:5: warning: reference image '../render/demo.map.xml' is outside the map's folder.*missing.map.xml:14:5: warning: reference image 'traced.map.xml' is not a PNG or JPEG file: not drawn")
# Without --reference the images are not read at all (no warning).
marengo_cli_test(render-reference-ignored EXIT 0
                 ARGS render ${reference_data}/missing.map.xml -o ${render_out}/ignored.png
                 REJECT "reference image")

# A PDF larger than --page-size (points) is cut into pages: the demo's 1964 x 891 points on pages
# of at most 500 are 5 x 2 windows of 476 x 476 inside the margins. Their drawing is compared
# with the PNG of each window by render_tests; here the command line and the file's page count.
marengo_cli_test(render-pdf-pages EXIT 0 ARGS render ${render_demo} -o ${render_out}/pages.pdf
                 --page-size 500 EXPECT "wrote .*pages.pdf \\(1964 x 891 on 10 pages, 5 x 2\\)")
set_tests_properties("marengo: render-pdf-pages" PROPERTIES FIXTURES_SETUP render-pdf-pages)
file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/check_pdf_pages.cmake [=[
execute_process(COMMAND pdfinfo "${FILE}" OUTPUT_VARIABLE info RESULT_VARIABLE rc)
if(NOT rc EQUAL 0 OR NOT info MATCHES "Pages: +${PAGES}\n")
    message(FATAL_ERROR "pdfinfo ${FILE} (exit ${rc}), expected ${PAGES} pages:\n${info}")
endif()
]=])
add_test(NAME "marengo: render-pdf-pages-count"
         COMMAND ${CMAKE_COMMAND} -DFILE=${render_out}/pages.pdf -DPAGES=10 -P
                 ${CMAKE_CURRENT_BINARY_DIR}/check_pdf_pages.cmake)
set_tests_properties("marengo: render-pdf-pages-count" PROPERTIES FIXTURES_REQUIRED render-pdf-pages
                     LABELS cli)
marengo_cli_test(render-page-size-png EXIT 2 ARGS render ${render_demo_map} -o ${render_out}/x.png
                 --page-size 500 EXPECT "--page-size applies to a PDF only")
marengo_cli_test(render-page-size-small EXIT 2 ARGS render ${render_demo_map} -o ${render_out}/x.pdf
                 --page-size 50 EXPECT "--page-size")
# An SVG is one page that cairo holds whole: wider than a PDF page (14400 points) it is refused.
marengo_cli_test(render-svg-too-large EXIT 2 ARGS render ${render_demo_map} -o ${render_out}/big.svg
                 --hex-size 500 EXPECT "too large: .*write a PDF \\(cut into pages\\) or a PNG")
