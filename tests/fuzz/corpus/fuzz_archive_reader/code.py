def forward(self, x: Tensor) -> Tensor:
  y = torch.relu(x)
  return ops.torchvision.nms(y, y, 0.5)
