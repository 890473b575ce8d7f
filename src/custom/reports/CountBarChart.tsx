import { BarChart } from '@mui/x-charts/BarChart';
import { useNumberFormat } from '../../i18n/numbers';
import { CHART_HEIGHT } from './chartHeight';

/** Bars of a few named counts (returns by reason, by size offset); its own chunk, loaded with a report. */
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
      xAxis={[{ scaleType: 'band', data: labels }]}
      yAxis={[{ valueFormatter: (value: number) => format.number(value) }]}
      series={[{ data: values, label, valueFormatter: (value) => (value === null ? '' : format.number(value)) }]}
      hideLegend
    />
  );
}
