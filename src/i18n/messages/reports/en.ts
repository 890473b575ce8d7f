import type { ReportsTexts } from './ptBR';

export const en: ReportsTexts = {
  app: {
    reports: {
      startDate: 'Start date',
      endDate: 'End date',
      countries: 'Countries',
      allCountries: 'All countries',
      tooLong: 'At most %{days} days per report',
      generate: 'Generate',
      download: 'Download CSV',
      fileName: 'report',
      prompt: 'Choose the period and the countries, then Generate.',
      noData: 'No data found for these dates, try other dates',
      period: '%{start} to %{end}',
      figures: {
        orders: 'Orders',
        items: 'Items',
        fittingRoomOrders: 'Orders through the fitting room',
        recommendationsShown: 'Recommendations shown',
        recommendationsFollowed: 'Recommendations followed',
        returns: 'Returns',
        returnRate: 'Return rate',
        returnRateWithFittingRoom: 'Return rate with the fitting room',
        returnRateWithoutFittingRoom: 'Return rate without the fitting room',
      },
      byReason: 'Returns by reason',
      bySizeOffset: 'Returns by ordered size against the recommended one',
      offset: {
        smaller: 'Smaller than recommended',
        equal: 'The recommended one',
        larger: 'Larger than recommended',
      },
      daily: 'Day by day',
      topReturned: 'Most returned products',
      product: 'Product',
      csv: { figure: 'Figure', value: 'Value' },
      impact: {
        title: 'What the service changed',
        fittingRoom: 'Fitting room',
        followed: 'Recommendation followed',
        groups: {
          fittingRoom: { a: 'with the fitting room', b: 'without it' },
          followed: { a: 'in the recommended size', b: 'in another size' },
        },
        difference: 'Difference',
        interval: '95% interval',
        less: 'Items bought %{groupA} came back less often than those bought %{groupB}: %{rateA} against %{rateB}, a difference of %{difference} (with 95% confidence, between %{low} and %{high}).',
        more: 'Items bought %{groupA} came back more often than those bought %{groupB}: %{rateA} against %{rateB}, a difference of %{difference} (with 95% confidence, between %{low} and %{high}).',
        unclear:
          'No clear difference yet between items bought %{groupA} (%{rateA}) and %{groupB} (%{rateB}): with 95% confidence the difference lies between %{low} and %{high}, which includes zero.',
        insufficient:
          'The difference cannot be told yet: too few items in one of the groups (%{sampleA} %{groupA}, %{sampleB} %{groupB}).',
      },
    },
  },
};
