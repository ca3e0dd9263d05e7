# Thin wrapper: install what is missing, configure, build, run.
#   make demo   - the panel (ic-panel --demo) connected to an embedded simulated IC match
#   make test   - every test, then every test again under ASan+UBSan
# Everything real lives in CMake (CMakePresets.json) and scripts/.

.PHONY: all deps build demo test test-default test-asan format format-check clean

all: build

deps:
	@scripts/install-deps.sh

build: deps
	cmake --preset default
	cmake --build --preset default

demo: build
	build/default/programs/ic-panel/ic-panel --demo

test: deps
	@scripts/run-tests.sh default asan

test-default: deps
	@scripts/run-tests.sh default

test-asan: deps
	@scripts/run-tests.sh asan

format:
	clang-format -i $$(git ls-files '*.cpp' '*.h')

format-check:
	clang-format --dry-run --Werror $$(git ls-files '*.cpp' '*.h')

clean:
	rm -rf build
