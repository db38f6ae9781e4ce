# End-to-end tests of `marengo print` and of `marengo render --dpi`. The PDF's content (text,
# hex positions) is checked by render_tests; here the command line, its messages and the file.
# Included from tests/cli/CMakeLists.txt, after render.cmake (check_render_file.cmake).
set(print_out ${CMAKE_CURRENT_BINARY_DIR}/print-out)
file(MAKE_DIRECTORY ${print_out})

marengo_cli_test(print-all EXIT 0 ARGS print ${sample} -o ${print_out}/all.pdf
                 EXPECT "wrote .*all.pdf \\([0-9]+ pages, map 4 x 5 pages of A4 with hexes of 19.05 mm\\)")
set_tests_properties("marengo: print-all" PROPERTIES FIXTURES_SETUP print-all)
add_test(NAME "marengo: print-all-file"
         COMMAND ${CMAKE_COMMAND} -DFILE=${print_out}/all.pdf -DMIN=10000 -DMAGIC=25504446 -P
                 ${CMAKE_CURRENT_BINARY_DIR}/check_render_file.cmake)
set_tests_properties("marengo: print-all-file" PROPERTIES FIXTURES_REQUIRED print-all LABELS cli)
# The sample's 60 x 44 hexes at 16 mm (836 x 712 mm) on A3 portrait: 4 x 2 pages, and the key.
marengo_cli_test(print-map-a3 EXIT 0 ARGS print ${sample} -o ${print_out}/map-a3.pdf --what map
                 --paper A3 --orientation portrait --hex-size 16
                 EXPECT "\\(9 pages, map 4 x 2 pages of A3 with hexes of 16.00 mm\\)")
marengo_cli_test(print-custom-paper EXIT 0 ARGS print ${sample} -o ${print_out}/custom.pdf
                 --what map --paper 1100x1000mm --overlap 0
                 EXPECT "\\(2 pages, map 1 x 1 pages of 1100x1000mm")
marengo_cli_test(print-setup EXIT 0 ARGS print ${sample} -o ${print_out}/setup.pdf --what setup
                 EXPECT "wrote .*setup.pdf \\([0-9]+ pages\\)")
marengo_cli_test(print-bad-paper EXIT 2 ARGS print ${sample} -o ${print_out}/x.pdf --paper A5
                 EXPECT "--paper must be A4, A3, letter, tabloid or WxHmm")
marengo_cli_test(print-bad-what EXIT 2 ARGS print ${sample} -o ${print_out}/x.pdf --what map,cards
                 EXPECT "unknown part 'cards'")
marengo_cli_test(print-bad-hex EXIT 2 ARGS print ${sample} -o ${print_out}/x.pdf --hex-size 1
                 EXPECT "--hex-size must be a flat-to-flat width from 2 to 100 mm")
marengo_cli_test(print-overlap-too-wide EXIT 2 ARGS print ${sample} -o ${print_out}/x.pdf
                 --overlap 100 --paper 100x100mm EXPECT "leaves no map on a page")
marengo_cli_test(print-no-output EXIT 2 ARGS print ${sample} EXPECT "needs an output file")

# --dpi: hexes at the map's printed size (19.05 mm flat to flat): 90.5 radii of 11.0 mm across
# 60 columns = 995.4 mm = 39.19 in, at 100 dpi 3919 pixels plus 2 x 12 of margin; 44.5 hex
# heights = 847.7 mm = 3337 pixels plus the margins.
marengo_cli_test(render-dpi EXIT 0 ARGS render ${sample} -o ${print_out}/dpi.png --dpi 100
                 EXPECT "wrote .*dpi.png \\(3943 x 3362\\)")
marengo_cli_test(render-dpi-and-size EXIT 2 ARGS render ${sample} -o ${print_out}/x.png --dpi 100
                 --hex-size 20 EXPECT "cannot be given together")
