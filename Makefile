# Thin wrapper: install what is missing, configure, build, run.
#   make demo   - the panel (ic-panel --demo) connected to an embedded simulated IC match
#   make test   - every test, then all but the window and browser tests again under
#                 ASan+UBSan (with the fuzz targets' seed corpora: tests/fuzz)
# Everything real lives in CMake (CMakePresets.json) and scripts/.

.PHONY: all deps deps-test build demo test test-default test-asan test-asan-all fuzz deps-fuzz format format-check clean

all: build

deps:
	@scripts/install-deps.sh

deps-test:
	@scripts/install-deps.sh --test

build: deps
	cmake --preset default
	cmake --build --preset default

demo: build
	build/default/programs/ic-panel/ic-panel --demo

test: deps-test
	@scripts/run-tests.sh default asan

test-default: deps-test
	@scripts/run-tests.sh default

test-asan: deps-test
	@scripts/run-tests.sh asan

# Every test under ASan+UBSan, the window and browser tests too (make test leaves those to the
# normal build: under the sanitizers they would double CI's time).
test-asan-all: deps-test
	@scripts/run-tests.sh asan-all

deps-fuzz:
	@scripts/install-deps.sh --fuzz

# Each fuzz target for 10 minutes (scripts/fuzz.sh SECONDS TARGET... for other runs).
fuzz: deps-fuzz
	@scripts/fuzz.sh

format:
	clang-format -i $$(git ls-files '*.cpp' '*.h')

format-check:
	clang-format --dry-run --Werror $$(git ls-files '*.cpp' '*.h')

clean:
	rm -rf build
