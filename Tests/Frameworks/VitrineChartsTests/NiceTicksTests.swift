import Foundation
import Testing

@testable import VitrineCharts

@Suite("Charts: nice tick values")
struct NiceTicksTests {
  @Test("steps are 1, 2, 2.5 or 5 × 10ⁿ, the nearest to the raw step on a log scale")
  func steps() {
    #expect(NiceTicks.step(near: 2950) == 2500)
    #expect(NiceTicks.step(near: 5900) == 5000)
    #expect(NiceTicks.step(near: 25) == 25)
    #expect(NiceTicks.step(near: 45) == 50)
    #expect(NiceTicks.step(near: 0.13) == 0.1)
    #expect(NiceTicks.step(near: 7.5) == 10)
    #expect(NiceTicks.step(near: 1.5) == 2)
  }

  @Test(
    "a week of steps up to 11,800: 0 to 12,500 by 2,500 on a tall axis, by 5,000 on a short one")
  func weekOfSteps() {
    let tall = NiceTicks.ticks(lower: 0, upper: 11_800, intervals: 4)
    #expect(tall.values == [0, 2500, 5000, 7500, 10_000, 12_500])
    #expect(tall.domain == 0...12_500)
    let short = NiceTicks.ticks(lower: 0, upper: 11_800, intervals: 2)
    #expect(short.values == [0, 5000, 10_000, 15_000])
  }

  @Test("0 to 100 reads 0, 25, 50, 75, 100; 0 to 180 reads 0, 50, 100, 150, 200")
  func hundreds() {
    #expect(NiceTicks.ticks(lower: 0, upper: 100, intervals: 4).values == [0, 25, 50, 75, 100])
    #expect(
      NiceTicks.ticks(lower: 0, upper: 180, intervals: 4).values == [0, 50, 100, 150, 200])
  }

  @Test("negative values widen the domain below zero to a multiple of the step")
  func negatives() {
    let ticks = NiceTicks.ticks(lower: -3.2, upper: 8, intervals: 4)
    #expect(ticks.values == [-5, -2.5, 0, 2.5, 5, 7.5, 10])
  }

  @Test("short axes show fewer intervals: one per 36 points, from 1 to 4")
  func intervals() {
    #expect(NiceTicks.intervals(forLength: 200) == 4)
    #expect(NiceTicks.intervals(forLength: 80) == 2)
    #expect(NiceTicks.intervals(forLength: 10) == 1)
  }

  @Test("an empty or single-valued domain still has ticks; never more than 1,000")
  func degenerate() {
    #expect(NiceTicks.ticks(lower: 0, upper: 0, intervals: 4).values == [0, 0.25, 0.5, 0.75, 1])
    #expect(NiceTicks.values(from: 0, to: 1e12, step: 1).count == 1000)
    #expect(NiceTicks.ticks(lower: .nan, upper: 1, intervals: 4).values == [0, 1])
  }
}
