import { BarChart } from '@mui/x-charts/BarChart';
import { useNumberFormat } from '../../i18n/numbers';
import { CHART_HEIGHT } from './chartHeight';

/**
 * Bars of a few named counts (returns by reason, by size offset); its own chunk, loaded with a report.
 * The bars lie down, their names on the left as wide as they need: names such as "Smaller than
 * recommended" side by side under standing bars would overlap, and the chart hides those that do.
 */
export default function CountBarChart({
  labels,
  values,
  label,
}: {
  labels: string[];
  values: number[];
  label: string;
}) {
  const format = useNumberFormat();
  return (
    <BarChart
      height={CHART_HEIGHT}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: labels, width: 'auto' }]}
      xAxis={[{ valueFormatter: (value: number) => format.number(value) }]}
      series={[{ data: values, label, valueFormatter: (value) => (value === null ? '' : format.number(value)) }]}
      hideLegend
    />
  );
}
