#pragma once
// Helpers of the GUI tests: a private copy of the Friedland sample, a main frame opened on it,
// event pumping, synthetic tool clicks and screenshots.
#include "editor/ui/main_frame.hpp"
#include "editor/ui/map_canvas.hpp"

#include <wx/image.h>

#include <filesystem>
#include <string>

namespace marengo::guitest {

/// A temporary folder holding samples/friedland (whose scenarios name their bundled rules
/// profile by id, found in the source tree). Removed at the end.
struct SampleCopy {
    SampleCopy();
    ~SampleCopy();
    SampleCopy(const SampleCopy&) = delete;
    SampleCopy& operator=(const SampleCopy&) = delete;
    std::filesystem::path root;
    std::filesystem::path scenario; ///< the copied friedland-sortlack.scenario.xml
};

/// Processes pending GUI events for about `ms` milliseconds (paint, size, CallAfter, idle).
void pump(int ms = 50);

/// A shown MainFrame opened on a copy of the Friedland sample; destroyed at the end.
struct FrameFixture {
    FrameFixture();
    ~FrameFixture();
    FrameFixture(const FrameFixture&) = delete;
    FrameFixture& operator=(const FrameFixture&) = delete;
    SampleCopy sample;
    editor::MainFrame* frame = nullptr;
    edit::Document& doc() { return frame->context().document(); }
    const Scenario& scenario() { return frame->context().document().scenario(); }
    editor::MapCanvas& canvas() { return frame->canvas(); }
};

/// The palette's tool whose name contains `part` (case-insensitive), or nullptr.
editor::Tool* findTool(editor::MainFrame& frame, const wxString& part);
/// Chooses the palette's tool named `name` exactly; nullptr (and nothing chosen) when none.
editor::Tool* chooseToolNamed(editor::MainFrame& frame, const wxString& name);
/// The hex of a printed label ("A0510"), which must be on the map.
HexId hexAt(const Scenario& s, const char* label);
/// A tool event at the centre of a hex.
editor::ToolEvent eventAt(editor::MapCanvas& canvas, HexId hex, bool right = false);
/// Sends a press and a release at a hex to the canvas's active tool.
void clickHex(editor::MapCanvas& canvas, HexId hex);

/// Captures a window's client area as shown on screen.
wxImage grab(wxWindow& w);
/// Saves an image as PNG under the build folder's screenshots/ and returns the path.
std::filesystem::path saveShot(const wxImage& image, const std::string& name);
/// True when every pixel of the rectangle has the same colour.
bool blank(const wxImage& image, wxRect area);
/// The rectangle a child window covers in its top-level window's client area.
wxRect areaIn(wxWindow& child, wxWindow& top);

} // namespace marengo::guitest
