#include "gui_support.hpp"

#include <wx/app.h>
#include <wx/dcclient.h>
#include <wx/dcmemory.h>
#include <wx/dcscreen.h>
#include <wx/utils.h>

#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>
#include <unistd.h>
#include <vector>

namespace marengo::guitest {

namespace fs = std::filesystem;

SampleCopy::SampleCopy() {
    static int counter = 0;
    root = fs::temp_directory_path() /
           ("marengo-gui-" + std::to_string(::getpid()) + "-" + std::to_string(counter++));
    fs::remove_all(root);
    const fs::path src = MARENGO_SOURCE_DIR;
    fs::create_directories(root / "samples");
    fs::copy(src / "samples" / "friedland", root / "samples" / "friedland",
             fs::copy_options::recursive);
    scenario = root / "samples" / "friedland" / "friedland-sortlack.scenario.xml";
}

SampleCopy::~SampleCopy() {
    std::error_code ec;
    fs::remove_all(root, ec);
}

void pump(int ms) {
    const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(ms);
    do {
        wxTheApp->Yield(true);
        wxTheApp->ProcessPendingEvents();
        wxTheApp->ProcessIdle();
        wxMilliSleep(5);
    } while (std::chrono::steady_clock::now() < until);
}

FrameFixture::FrameFixture() {
    frame = new editor::MainFrame(sample.root / "recovery");
    frame->SetSize(wxSize(1400, 900));
    frame->Show();
    pump(100);
    REQUIRE(frame->openFile(sample.scenario, false));
    pump(200);
}

FrameFixture::~FrameFixture() {
    frame->Destroy();
    pump(20);
}

editor::Tool* findTool(editor::MainFrame& frame, const wxString& part) {
    for (const auto& t : frame.tools())
        if (t->name().Lower().Contains(part.Lower()))
            return t.get();
    return nullptr;
}

editor::Tool* chooseToolNamed(editor::MainFrame& frame, const wxString& name) {
    const auto& tools = frame.tools();
    for (std::size_t i = 0; i < tools.size(); ++i)
        if (tools[i]->name() == name) {
            frame.chooseTool(i);
            REQUIRE(frame.canvas().tool() == tools[i].get());
            return tools[i].get();
        }
    return nullptr;
}

HexId hexAt(const Scenario& s, const char* label) {
    HexId h = s.map.find(label);
    REQUIRE(h != kNoHex);
    return h;
}

editor::ToolEvent eventAt(editor::MapCanvas& canvas, HexId hex, bool right) {
    editor::ToolEvent e;
    e.map = canvas.geometry().hexCentre(hex);
    e.hex = hex;
    e.right = right;
    return e;
}

void clickHex(editor::MapCanvas& canvas, HexId hex) {
    editor::Tool* tool = canvas.tool();
    REQUIRE(tool != nullptr);
    const editor::ToolEvent e = eventAt(canvas, hex);
    tool->onPress(canvas, e);
    // The press may have replaced the tool (a one-shot picker finishes on release).
    if (canvas.tool() == tool)
        tool->onRelease(canvas, e);
}

namespace {
/// The map canvases in a window (itself included).
void canvasesIn(wxWindow& w, std::vector<editor::MapCanvas*>& out) {
    if (auto* canvas = dynamic_cast<editor::MapCanvas*>(&w))
        out.push_back(canvas);
    for (wxWindow* child : w.GetChildren())
        canvasesIn(*child, out);
}
} // namespace

wxImage grab(wxWindow& w) {
    w.Raise();
    w.Refresh();
    w.Update();
    pump(150);
    // A canvas draws its sharp tiles while idle: wait for them (slow under the sanitizers).
    std::vector<editor::MapCanvas*> canvases;
    canvasesIn(w, canvases);
    const auto limit = std::chrono::steady_clock::now() + std::chrono::seconds(20);
    while (std::any_of(canvases.begin(), canvases.end(),
                       [](const editor::MapCanvas* c) { return c->IsShown() && !c->settled(); }) &&
           std::chrono::steady_clock::now() < limit)
        pump(20);
    w.Refresh();
    w.Update();
    pump(30);
    const wxSize size = w.GetClientSize();
    wxBitmap bitmap(size.x, size.y, 24);
    {
        wxMemoryDC mem(bitmap);
        mem.SetBackground(*wxBLACK_BRUSH);
        mem.Clear();
        wxClientDC dc(&w);
        mem.Blit(0, 0, size.x, size.y, &dc, 0, 0);
    }
    return bitmap.ConvertToImage();
}

fs::path saveShot(const wxImage& image, const std::string& name) {
    const fs::path dir = fs::path(MARENGO_GUI_OUTPUT) / "screenshots";
    fs::create_directories(dir);
    const fs::path path = dir / (name + ".png");
    image.SaveFile(wxString(path.string()), wxBITMAP_TYPE_PNG);
    return path;
}

bool blank(const wxImage& image, wxRect area) {
    area.Intersect(wxRect(0, 0, image.GetWidth(), image.GetHeight()));
    if (area.IsEmpty())
        return true;
    const unsigned char* px = image.GetData();
    auto at = [&](int x, int y) { return px + 3 * (static_cast<long>(y) * image.GetWidth() + x); };
    const unsigned char* first = at(area.x, area.y);
    for (int y = area.y; y < area.GetBottom(); ++y)
        for (int x = area.x; x < area.GetRight(); ++x) {
            const unsigned char* p = at(x, y);
            if (p[0] != first[0] || p[1] != first[1] || p[2] != first[2])
                return false;
        }
    return true;
}

wxRect areaIn(wxWindow& child, wxWindow& top) {
    wxPoint origin = top.ScreenToClient(child.GetScreenPosition());
    return wxRect(origin, child.GetSize());
}

} // namespace marengo::guitest
