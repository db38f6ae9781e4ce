#include "editor/ui/dialogs/hex_picker.hpp"

namespace marengo::editor {

class HexPicker::PickTool final : public Tool {
public:
    explicit PickTool(HexPicker& owner) : m_owner(&owner) {}
    wxString name() const override { return "Pick a Hex"; }
    void onRelease(MapCanvas&, const ToolEvent& e) override {
        if (e.right)
            m_owner->cancel();
        else if (e.hex != kNoHex || m_owner->m_anyPoint)
            m_owner->finish(e.map, e.hex);
    }
    bool onKey(MapCanvas&, int keyCode, bool) override {
        if (keyCode != WXK_ESCAPE)
            return false;
        m_owner->cancel();
        return true;
    }
    void deactivate(MapCanvas&) override {
        // Another tool was chosen while picking: picking is over.
        if (!m_restoring)
            m_owner->m_done = nullptr;
    }
    bool m_restoring = false;

private:
    HexPicker* m_owner;
};

HexPicker::HexPicker(EditorContext& ctx)
    : m_ctx(&ctx), m_canvas(&ctx.canvas()), m_tool(std::make_unique<PickTool>(*this)) {}

HexPicker::~HexPicker() {
    cancel();
}

bool HexPicker::active() const {
    return m_canvas && m_canvas->tool() == m_tool.get() && m_done != nullptr;
}

void HexPicker::setStatus(const wxString& text) {
    // Only while the canvas is there (the frame closes its dialogs first, but be safe).
    if (m_canvas)
        m_ctx->showMessage(text);
}

void HexPicker::start(std::function<void(HexId)> done, const wxString& prompt) {
    startPoint([done = std::move(done)](Point, HexId h) { done(h); }, prompt);
    m_anyPoint = false;
}

void HexPicker::startPoint(std::function<void(Point, HexId)> done, const wxString& prompt) {
    if (!m_canvas)
        return;
    m_anyPoint = true;
    if (m_canvas->tool() != m_tool.get())
        m_previous = m_canvas->tool();
    m_done = std::move(done);
    m_canvas->setTool(m_tool.get());
    m_canvas->SetCursor(wxCursor(wxCURSOR_CROSS));
    setStatus(prompt + " (Esc cancels)");
}

void HexPicker::cancel() {
    m_done = nullptr;
    if (m_canvas && m_canvas->tool() == m_tool.get()) {
        m_tool->m_restoring = true;
        m_canvas->setTool(m_previous);
        m_tool->m_restoring = false;
        m_canvas->SetCursor(wxNullCursor);
        setStatus("");
    }
}

void HexPicker::finish(Point at, HexId h) {
    auto done = std::move(m_done);
    cancel();
    if (done)
        done(at, h);
}

} // namespace marengo::editor
