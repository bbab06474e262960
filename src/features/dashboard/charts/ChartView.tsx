// A ChartModel drawn with Chakra's charts (@chakra-ui/charts on recharts): columns (grouped, or stacked when the
// series share a stack), lines, or bars along rows for a top list. A figure that counts a list opens it on a click:
// a bar that list filtered by its row and series, a point (a line chart) the list of its row.

import { useNavigate } from 'react-router-dom';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { MouseHandlerDataParam } from 'recharts/types/synchronisation/types';
import { Chart, useChart } from '../../../ui/charts';
import type { ChartModel, ChartRow } from './chartModel';

const HEIGHT = { base: '220px', md: '260px' };
/** recharts' `responsive`: the chart takes its size from CSS, here the whole of Chart.Root. */
const FILL = { width: '100%', height: '100%' };

export function ChartView({ model }: { model: ChartModel }) {
  const navigate = useNavigate();
  const chart = useChart<ChartRow>({
    data: model.rows,
    series: model.series.map((s) => ({
      name: s.key,
      label: s.label,
      color: s.color,
      stackId: s.stack,
      strokeDasharray: s.dashed ? '5 4' : undefined,
    })),
  });
  const open = (row: ChartRow | undefined, series?: string) => {
    const to = row && model.link?.(row, series);
    if (to) navigate(to);
  };
  const openIndex = (state: MouseHandlerDataParam) => {
    const index = Number(state.activeIndex);
    if (Number.isInteger(index)) open(model.rows[index]);
  };
  const category = chart.key(model.category.key);
  const grid = <CartesianGrid stroke={chart.color('border.muted')} vertical={model.kind === 'horizontal'} />;
  const tooltip = (
    <Tooltip
      cursor={{ fill: chart.color('bg.muted'), stroke: chart.color('border') }}
      animationDuration={100}
      content={<Chart.Tooltip />}
    />
  );
  const legend = model.series.length > 1 && (
    <Legend verticalAlign="top" align="right" content={<Chart.Legend interaction="hover" />} />
  );
  const axisTick = { fontSize: 11 };
  const clickable = model.link ? 'pointer' : undefined;

  if (model.kind === 'line') {
    return (
      <Chart.Root height={HEIGHT} aspectRatio="auto" chart={chart}>
        <LineChart responsive data={chart.data} onClick={openIndex} style={{ ...FILL, cursor: clickable }}>
          {grid}
          <XAxis dataKey={category} tickLine={false} axisLine={false} tick={axisTick} />
          <YAxis tickLine={false} axisLine={false} tick={axisTick} width={40} />
          {tooltip}
          {legend}
          {chart.series.map((item) => (
            <Line
              key={item.name}
              type="monotone"
              isAnimationActive={false}
              dataKey={chart.key(item.name)}
              stroke={chart.color(item.color)}
              strokeWidth={2}
              strokeDasharray={item.strokeDasharray}
              strokeOpacity={chart.getSeriesOpacity(item.name)}
              dot={{ r: 2 }}
              connectNulls
            />
          ))}
        </LineChart>
      </Chart.Root>
    );
  }

  const horizontal = model.kind === 'horizontal';
  return (
    <Chart.Root height={horizontal ? { base: '280px', md: '300px' } : HEIGHT} aspectRatio="auto" chart={chart}>
      <BarChart
        responsive
        style={FILL}
        data={chart.data}
        layout={horizontal ? 'vertical' : 'horizontal'}
        barCategoryGap="20%"
      >
        {grid}
        {horizontal ? (
          <>
            <XAxis type="number" tickLine={false} axisLine={false} tick={axisTick} />
            <YAxis type="category" dataKey={category} tickLine={false} axisLine={false} tick={axisTick} width={96} />
          </>
        ) : (
          <>
            <XAxis dataKey={category} tickLine={false} axisLine={false} tick={axisTick} />
            <YAxis tickLine={false} axisLine={false} tick={axisTick} width={40} allowDecimals={false} />
          </>
        )}
        {tooltip}
        {legend}
        {chart.series.map((item) => (
          <Bar
            key={item.name}
            isAnimationActive={false}
            dataKey={chart.key(item.name)}
            fill={chart.color(item.color)}
            fillOpacity={chart.getSeriesOpacity(item.name)}
            stackId={item.stackId}
            cursor={clickable}
            onClick={(entry) => open(entry.payload as ChartRow, String(item.name))}
          />
        ))}
      </BarChart>
    </Chart.Root>
  );
}
