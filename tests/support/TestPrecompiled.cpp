// The one source of the target that makes the tests' precompiled header (tests/CMakeLists.txt).
