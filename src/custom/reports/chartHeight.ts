/** Height of every report chart, in pixels; also the placeholder's while a chart's code loads. */
export const CHART_HEIGHT = 260;
