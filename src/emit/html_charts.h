// The geometry of the HTML report's bar charts, as the values its Mustache template lays out:
// one horizontal bar per row, made of stacked segments, with the row's figure after its bar.
// Text is escaped by the template, never here.
#pragma once
#include <string>
#include <vector>

#include <kainjow/mustache.hpp>

namespace npu_lint {

struct ChartSegment {
  std::string title;  // its tooltip: what it counts and how many ("3 error")
  double value = 0;   // its length, in the unit of every row of the chart
  std::string color;
};

struct ChartRow {
  std::string label;   // left of the bar; cut to fit, whole in the tooltip
  std::string figure;  // right of the bar ("12 · 3 error")
  std::vector<ChartSegment> segments;
};

// Bars scaled so that the longest row fills the chart; an empty list gives an empty chart.
kainjow::mustache::data barChart(const std::vector<ChartRow>& rows);

}  // namespace npu_lint
