import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useMoney } from '../../kit/use-money';
import { axisDate, linear, moneyAxis } from './finances-scale';
import { dateTicks, isoOfDay, timeLayout } from './finances-time';
import type { FinancesPoint } from './finances-series';

/** The drawing's height in px: the same as .finances-chart in finances.css (and its skeleton). */
const HEIGHT = 240;
const PAD = { top: 12, right: 12, bottom: 28 };
/** Roughly the width of one character of a 12 px label, to leave room for the money axis. */
const CHAR = 7;
/** Room for one date label, with a gap: "Mar 15" or, across years, "Mar 15, 24". */
const DATE_LABEL = { short: 64, withYear: 88 };

/** The container's width in px, followed as it changes (a phone turned, the sidebar opened). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    setWidth(node.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(node.clientWidth));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  // jsdom lays nothing out: draw at a typical card width there.
  return [ref, width || 640] as const;
}

interface Props {
  points: FinancesPoint[];
  /** The accessible name: what the chart shows, in words. */
  label: string;
}

/**
 * Funding in (bars up), costs out (bars down) and the running balance (a stepped line whose part
 * below zero turns the danger colour), each day where it falls on a true time axis: five days
 * apart are drawn closer than fourteen. Drawn in real pixels rather than a scaled viewBox, so
 * its text stays 12 px on a phone. Loaded on the project screen only.
 */
export default function FinancesChartSvg({ points, label }: Props) {
  const [ref, width] = useWidth();
  const money = useMoney();
  const clipId = `finances-below-${useId().replace(/[^\w-]/g, '')}`;
  const axis = moneyAxis(points.flatMap((p) => [p.inCents, -p.outCents, p.balanceCents]));
  const tickLabels = axis.ticks.map((tick) => money.axis(tick, axis.step));
  const left = 8 + CHAR * Math.max(...tickLabels.map((text) => text.length));
  const right = width - PAD.right;
  const plotWidth = Math.max(1, right - left);
  const y = linear(axis.min, axis.max, HEIGHT - PAD.bottom, PAD.top);
  const zero = y(0);
  const { first, last, toX, xs, closest, bar, areas } = timeLayout(
    points.map((p) => p.date),
    left,
    right,
  );
  const spansYears = points[0]!.date.slice(0, 4) !== points.at(-1)!.date.slice(0, 4);
  // The balance holds between dates and moves on the day money comes or goes: steps, not slopes.
  const line = points
    .map((p, i) => (i ? `H${xs[i]}V${y(p.balanceCents)}` : `M${xs[0]},${y(p.balanceCents)}`))
    .join('');
  const dateLabel = spansYears ? DATE_LABEL.withYear : DATE_LABEL.short;
  // Dates sit below the lowest money label, so the first may reach under that column; only the
  // drawing's own edges hold a date label in.
  const labelX = (x: number) => Math.min(Math.max(x, dateLabel / 2), width - dateLabel / 2);
  const ticks = dateTicks(first, last, Math.floor(plotWidth / dateLabel));

  return (
    <div ref={ref} className="finances-chart">
      <svg role="img" aria-label={label} width={width} height={HEIGHT}>
        <clipPath id={clipId}>
          <rect x={0} y={zero} width={width} height={HEIGHT} />
        </clipPath>
        {axis.ticks.map((tick, i) => (
          <g key={tick} className={tick === 0 ? 'finances-chart__zero' : 'finances-chart__grid'}>
            <line x1={left} x2={width - PAD.right} y1={y(tick)} y2={y(tick)} />
            <text x={left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
              {tickLabels[i]}
            </text>
          </g>
        ))}
        {points.map((p, i) => (
          <g key={p.date}>
            <title>{`${p.date}: in ${money.format(p.inCents)}, out ${money.format(p.outCents)}, balance ${money.format(p.balanceCents)}`}</title>
            <rect
              className="finances-chart__hit"
              x={areas[i]!.from}
              y={0}
              width={areas[i]!.width}
              height={HEIGHT}
            />
            {p.inCents ? (
              <rect
                className="finances-chart__in"
                x={xs[i]! - bar / 2}
                y={y(p.inCents)}
                width={bar}
                height={zero - y(p.inCents)}
              />
            ) : null}
            {p.outCents ? (
              <rect
                className="finances-chart__out"
                x={xs[i]! - bar / 2}
                y={zero}
                width={bar}
                height={y(-p.outCents) - zero}
              />
            ) : null}
          </g>
        ))}
        <path className="finances-chart__balance" d={line} />
        <path
          className="finances-chart__balance finances-chart__balance--negative"
          d={line}
          clipPath={`url(#${clipId})`}
        />
        {closest >= 6
          ? points.map((p, i) => (
              <circle
                key={p.date}
                className={
                  p.balanceCents < 0
                    ? 'finances-chart__dot finances-chart__dot--negative'
                    : 'finances-chart__dot'
                }
                cx={xs[i]}
                cy={y(p.balanceCents)}
                r={closest >= 14 ? 4 : 2.5}
              />
            ))
          : null}
        {ticks.map((day) => (
          <g key={day} className="finances-chart__tick">
            <line
              x1={toX(day)}
              x2={toX(day)}
              y1={HEIGHT - PAD.bottom}
              y2={HEIGHT - PAD.bottom + 4}
            />
            <text
              className="finances-chart__date"
              x={labelX(toX(day))}
              y={HEIGHT - 8}
              textAnchor="middle"
            >
              {axisDate(isoOfDay(day), spansYears)}
            </text>
          </g>
        ))}
      </svg>
    </div>
  );
}
