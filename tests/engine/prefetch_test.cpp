// prefetchAppend asks for memory within a container's capacity only.
#include "engine/core/prefetch.hpp"

#include <catch2/catch.hpp>

#include <cstdint>
#include <string>
#include <vector>

using marengo::appendAhead;

TEST_CASE("appendAhead: the element that many places past the end, within the capacity",
          "[prefetch]") {
    std::vector<std::uint64_t> v;
    CHECK(appendAhead(v, 0) == nullptr); // (no memory at all)
    v.reserve(10);
    v.assign(3, 7);
    const std::size_t room = v.capacity() - v.size();
    const char* const end = reinterpret_cast<const char*>(v.data() + v.size());
    CHECK(appendAhead(v, 0) == end);
    CHECK(appendAhead(v, 2) == end + 2 * sizeof(std::uint64_t));
    CHECK(appendAhead(v, room - 1) == end + (room - 1) * sizeof(std::uint64_t));
    CHECK(appendAhead(v, room) == nullptr); // one past the last element the capacity holds
    CHECK(appendAhead(v, room + 100) == nullptr);
    v.resize(v.capacity());
    CHECK(appendAhead(v, 0) == nullptr);
    // Asking changes nothing.
    std::vector<std::uint64_t> before = v;
    marengo::prefetchAppend(v, 0);
    CHECK(v == before);
}

TEST_CASE("appendAhead on a string counts characters", "[prefetch]") {
    std::string s = "c33047";
    s.reserve(100);
    const std::size_t room = s.capacity() - s.size();
    CHECK(appendAhead(s, 10) == s.data() + s.size() + 10);
    CHECK(appendAhead(s, room - 1) == s.data() + s.capacity() - 1);
    CHECK(appendAhead(s, room) == nullptr);
    marengo::prefetchAppend(s, 10);
    CHECK(s == "c33047");
}
