#include "emit/html_charts.h"

#include <algorithm>
#include <cmath>
#include <map>

#include "core/figures.h"
#include "emit/html_data.h"
#include "report/summary.h"

namespace npu_lint {
namespace {

constexpr int kRowHeight = 22, kBarHeight = 16, kTop = 4, kBarArea = 300, kFigureWidth = 150;
constexpr int kCharWidth = 7, kMaxLabelChars = 30;  // 12 px text: about 7 px a character

std::string px(double value) { return std::to_string(static_cast<int>(std::lround(value))); }

// The byte where the character after the first `n` characters starts.
size_t cutAt(const std::string& text, size_t n) {
  size_t chars = 0;
  for (size_t i = 0; i < text.size(); ++i)
    if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80 && chars++ == n) return i;
  return text.size();
}

size_t characters(const std::string& text) {
  return static_cast<size_t>(std::count_if(text.begin(), text.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

// At most kMaxLabelChars characters, counting a UTF-8 sequence as one: a longer label keeps
// kMaxLabelChars - 1 of them and "…".
std::string cut(const std::string& label) {
  return characters(label) <= kMaxLabelChars ? label : label.substr(0, cutAt(label, kMaxLabelChars - 1)) + "…";
}

}  // namespace

kainjow::mustache::data barChart(const std::vector<ChartRow>& rows) {
  using Data = kainjow::mustache::data;
  double most = 0;
  size_t label_chars = 4;
  for (const auto& row : rows) {
    double total = 0;
    for (const auto& s : row.segments) total += s.value;
    most = std::max(most, total);
    label_chars = std::max(label_chars, std::min<size_t>(characters(row.label), kMaxLabelChars));
  }
  const int label_width = static_cast<int>(label_chars) * kCharWidth + 8;
  Data list(Data::type::list);
  for (size_t i = 0; i < rows.size(); ++i) {
    const ChartRow& row = rows[i];
    const int y = kTop + static_cast<int>(i) * kRowHeight;
    Data r;
    r.set("label", cut(row.label));
    r.set("title", row.label);
    r.set("figure", row.figure);
    r.set("label_x", std::to_string(label_width - 6));
    r.set("text_y", std::to_string(y + 13));
    double x = label_width;
    Data segments(Data::type::list);
    for (const auto& s : row.segments) {
      if (s.value <= 0) continue;
      // Every non-empty segment stays visible, however small next to the longest row.
      const double width = std::max(2.0, most > 0 ? kBarArea * s.value / most : 0);
      Data seg;
      seg.set("title", s.title);
      seg.set("color", s.color);
      seg.set("x", px(x));
      seg.set("y", std::to_string(y));
      seg.set("w", px(width));
      seg.set("h", std::to_string(kBarHeight));
      segments.push_back(seg);
      x += width;
    }
    r.set("segments", segments);
    r.set("figure_x", px(x + 6));
    list.push_back(r);
  }
  Data chart;
  chart.set("rows", list);
  chart.set("width", std::to_string(label_width + kBarArea + kFigureWidth));
  chart.set("height", std::to_string(kTop * 2 + static_cast<int>(rows.size()) * kRowHeight));
  return chart;
}

namespace html {
namespace {

const char* severityColor(Severity severity) {
  switch (severity) {
    case Severity::kError: return "#c5221f";
    case Severity::kWarning: return "#f29900";
    case Severity::kInfo: return "#8ab4f8";
  }
  return "#8ab4f8";
}

// A chart row of findings stacked by severity, errors first, with "12 · 3 error" after the bar.
ChartRow severityRow(const std::string& label, const std::map<Severity, size_t>& by_severity) {
  ChartRow row{label, "", {}};
  size_t total = 0;
  for (const Severity severity : {Severity::kError, Severity::kWarning, Severity::kInfo}) {
    const auto it = by_severity.find(severity);
    const size_t count = it == by_severity.end() ? 0 : it->second;
    total += count;
    row.segments.push_back({num(count) + " " + nameOf(severity), static_cast<double>(count), severityColor(severity)});
  }
  row.figure = num(total);
  if (const auto it = by_severity.find(Severity::kError); it != by_severity.end() && it->second)
    row.figure += " · " + num(it->second) + " error";
  return row;
}

}  // namespace

// A bar per release: the share of distinct device ops that run natively, with the chart's geometry.
Data releaseData(const Report& report) {
  const auto& releases = report.coverage_by_release;
  const int bar = 44, gap = 12, left = 40, top = 20, height = 180;
  const int width = left + static_cast<int>(releases.size()) * (bar + gap) + gap;
  Data d;
  d.set("width", std::to_string(width));
  d.set("height", std::to_string(height + top + 40));
  Data ticks = list();
  for (int tick = 0; tick <= 100; tick += 25) {
    const int y = top + height - tick * height / 100;
    Data t;
    t.set("left", std::to_string(left));
    t.set("width", std::to_string(width));
    t.set("y", std::to_string(y));
    t.set("label_x", std::to_string(left - 6));
    t.set("label_y", std::to_string(y + 4));
    t.set("percent", std::to_string(tick));
    ticks.push_back(t);
  }
  d.set("ticks", ticks);
  Data bars = list();
  for (size_t i = 0; i < releases.size(); ++i) {
    const auto& r = releases[i];
    const double value = coveragePct(r.native_distinct, r.device_distinct);
    const int x = left + gap + static_cast<int>(i) * (bar + gap);
    const int h = static_cast<int>(value * height / 100 + 0.5);
    const bool chosen = r.release == report.torch_npu_release;
    Data b;
    b.set("release", r.release);
    b.set("published", r.published);
    b.set("chosen", chosen);
    b.set("x", std::to_string(x));
    b.set("y", std::to_string(top + height - h));
    b.set("bar_width", std::to_string(bar));
    b.set("h", std::to_string(h));
    b.set("color", chosen ? "#1a73e8" : r.published ? "#8ab4f8" : "#d2d7de");
    b.set("native", num(r.native_distinct));
    b.set("device", num(r.device_distinct));
    b.set("value", oneDecimal(value));
    b.set("instances_value", oneDecimal(coveragePct(r.native_instances, r.device_instances)));
    b.set("center", std::to_string(x + bar / 2));
    b.set("value_y", std::to_string(top + height - h - 4));
    b.set("label_y", std::to_string(top + height + 16));
    bars.push_back(b);
  }
  d.set("bars", bars);
  // Bars of one height say nothing a sentence does not.
  const auto differs = std::adjacent_find(releases.begin(), releases.end(), [](const ReleaseCoverage& a, const ReleaseCoverage& b) {
    return a.native_distinct != b.native_distinct || a.device_distinct != b.device_distinct;
  });
  if (differs == releases.end() && releases.size() > 1) {
    d.set("same", oneDecimal(coveragePct(releases.front().native_distinct, releases.front().device_distinct)));
    d.set("first", releases.front().release);
    d.set("last", releases.back().release);
    d.set("release_count", num(releases.size()));
  } else {
    d.set("chart", true);
  }
  return d;
}

// A model's FLOPs by verdict: one stacked bar, native verdicts first.
Data flopsByVerdict(const ComputeFigures& c) {
  std::map<Support, double> by_support;
  for (const auto& op : c.ops)
    if (const auto support = parseName<Support>(op.support)) by_support[*support] += op.flops;
  ChartRow row{"FLOPs", "", {}};
  std::string figure;
  for (const Support support : {Support::kNpu, Support::kComposite, Support::kAdapter, Support::kHost, Support::kFallback,
                                Support::kCustom, Support::kUnknown}) {
    const auto it = by_support.find(support);
    if (it == by_support.end() || it->second <= 0) continue;
    const std::string share = percentText(c.flops > 0 ? 100 * it->second / c.flops : 0);
    row.segments.push_back({std::string(nameOf(support)) + " " + share, it->second, runsNatively(support) ? "#34a853" : support == Support::kHost ? "#c3c8cf" : "#f29900"});
    if (!runsNatively(support) && support != Support::kHost) figure += (figure.empty() ? "" : ", ") + std::string(nameOf(support)) + " " + share;
  }
  row.figure = figure.empty() ? "all native" : figure;
  return barChart({row});
}

// Findings by category and by top folder below the scanned root, stacked by severity: where
// the work is, at a glance, for every scan.
Data findingCharts(const Report& report, const FindingCounts& counts, const Paths& path) {
  constexpr size_t kFolders = 12;
  std::vector<ChartRow> by_category;
  for (const auto& [category, by_severity] : counts.by_category) by_category.push_back(severityRow(category, by_severity));
  std::map<std::string, std::map<Severity, size_t>> folders;
  for (const auto& target : report.targets) {
    const std::string shown = path(target.path);
    const size_t slash = shown.find('/');
    const std::string folder = slash == std::string::npos ? "(files at the top)" : shown.substr(0, slash + 1);
    for (const auto& f : target.findings) ++folders[folder][f.severity];
  }
  auto total = [](const std::map<Severity, size_t>& m) {
    size_t n = 0;
    for (const auto& [severity, count] : m) n += count;
    return n;
  };
  std::vector<std::pair<std::string, std::map<Severity, size_t>>> sorted(folders.begin(), folders.end());
  std::stable_sort(sorted.begin(), sorted.end(), [&](const auto& a, const auto& b) { return total(a.second) > total(b.second); });
  std::vector<ChartRow> by_folder;
  std::map<Severity, size_t> rest;
  for (size_t i = 0; i < sorted.size(); ++i) {
    if (i < kFolders) {
      by_folder.push_back(severityRow(sorted[i].first, sorted[i].second));
    } else {
      for (const auto& [severity, count] : sorted[i].second) rest[severity] += count;
    }
  }
  if (sorted.size() > kFolders) by_folder.push_back(severityRow(num(sorted.size() - kFolders) + " more folders", rest));
  Data d;
  d.set("by_category", barChart(by_category));
  d.set("by_folder", barChart(by_folder));
  return d;
}

}  // namespace html
}  // namespace npu_lint
