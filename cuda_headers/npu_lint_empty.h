// Stands in for any header npu-lint's standalone mode does not ship.
#pragma once
