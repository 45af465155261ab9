import { cloneElement, createElement, type ComponentType, type ReactElement } from 'react';
import type * as Recharts from 'recharts';

/* How the chart tests count draws: recharts' bar and line charts, counted where they are drawn. */

export interface ChartDraws {
  BarChart: number;
  LineChart: number;
}

/**
 * recharts with its BarChart and LineChart counting each draw into `drawn`, for
 * `vi.mock('recharts', …)`. happy-dom lays nothing out, and a ResponsiveContainer of zero size
 * would draw no chart at all: its chart gets the size it has in a window instead.
 */
export function countingRecharts(recharts: typeof Recharts, drawn: ChartDraws): typeof Recharts {
  const counted = (name: keyof ChartDraws) => {
    const Chart = recharts[name] as ComponentType<Record<string, unknown>>;
    return (props: Record<string, unknown>) => {
      drawn[name]++;
      return createElement(Chart, props);
    };
  };
  const ResponsiveContainer = ({ children }: { children: ReactElement }) =>
    cloneElement(children as ReactElement<Record<string, unknown>>, { width: 640, height: 320 });
  return {
    ...recharts,
    BarChart: counted('BarChart') as unknown as typeof recharts.BarChart,
    LineChart: counted('LineChart') as unknown as typeof recharts.LineChart,
    ResponsiveContainer: ResponsiveContainer as unknown as typeof recharts.ResponsiveContainer,
  };
}
