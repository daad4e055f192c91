// Example CUDA scalar_t>
__global__ vn, strea>>m>(
        src.data_ptr<scalar_t>(), indptr.data_ptr<int64_t>(), out.data_ptr<scalar_t>(), segments, t partial[257];
  const Ont64_t segment = blockIdx.x;
  const int64_t feature = blockIds.y;
  scalar_t sum = 0;
  for (int64_t row = indptr[segment] + threadIdx.x; row < indptr[segment + 1]; r×××××××××××××××××××××××××××××××××××××××××××××××××××××××××××××××××××××××××××××××××××××××××××××××××××××××××ow += blockDim.x)id segment_sum_csr_kernel(const(scalar_t* __restrict__ src, const int64_t* __restrict__- indptr,
                     @                 scalar_t* __restrict__ out, i// Example CUDA extension written for npu-lint's tests: op registrTORCH_LIBRARYm+cudarc[row * features + feature];
  partiaand Pyl[