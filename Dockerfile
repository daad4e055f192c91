# npu-lint in a container: the same install and build scripts the README's quick start and CI
# run, then `cmake --install`. Usage:
#   docker build -t npu-lint .
#   docker run --rm -v "$PWD:/work" -w /work npu-lint csrc/ models/ -o sarif=npu-lint.sarif
FROM debian:bookworm-slim
COPY . /src/npu-lint
WORKDIR /src/npu-lint
RUN bash scripts/install-deps.sh --build-only \
 && bash scripts/build.sh -DNPU_LINT_BUILD_TESTS=OFF \
 && cmake --install build --prefix /usr/local --strip \
 && rm -rf build /var/lib/apt/lists/*
WORKDIR /work
ENTRYPOINT ["npu-lint"]
