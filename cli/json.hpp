#pragma once
// A minimal streaming JSON writer for the command line's machine-readable output.
#include <string>
#include <string_view>
#include <vector>

namespace marengo::cli {

/// Writes JSON text with correct escaping and commas; the caller nests begin/end calls.
class JsonWriter {
public:
    void beginObject() { open('{'); }
    void endObject() { close('}'); }
    void beginArray() { open('['); }
    void endArray() { close(']'); }
    /// Writes an object key; the next call writes its value.
    void key(std::string_view k);
    void value(std::string_view s);
    void value(const char* s) { value(std::string_view(s)); }
    void value(long long n);
    void value(int n) { value(static_cast<long long>(n)); }
    void value(bool b);
    /// A finite number in its shortest round-trip form (0.5, 2, -1).
    void value(double d);
    const std::string& str() const { return m_out; }

private:
    void open(char c);
    void close(char c);
    void separate();
    std::string m_out;
    std::vector<bool> m_first; ///< per nesting level: no element written yet
    bool m_afterKey = false;
};

/// `d` in its shortest round-trip form: "0.5", "2", "-1".
std::string shortestNumber(double d);

/// JSON string literal for `s` (quotes included).
std::string jsonQuote(std::string_view s);

} // namespace marengo::cli
