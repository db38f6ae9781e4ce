#pragma once
// A number as the rules texts and the reports print it: "%g", so 4, 1.5, 0.25 (no trailing
// zeros). Shared by the charge and carré explanations and the commands that print costs.
#include <cstdio>
#include <string>

namespace marengo {

inline std::string numberText(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", v);
    return buf;
}

} // namespace marengo
