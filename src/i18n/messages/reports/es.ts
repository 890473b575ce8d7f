import type { ReportsTexts } from './ptBR';

export const es: ReportsTexts = {
  app: {
    reports: {
      startDate: 'Fecha inicial',
      endDate: 'Fecha final',
      countries: 'Países',
      allCountries: 'Todos los países',
      tooLong: 'Como máximo %{days} días por informe',
      generate: 'Generar',
      download: 'Descargar CSV',
      fileName: 'informe',
      prompt: 'Elija el período y los países y haga clic en Generar.',
      noData: 'No se encontraron datos en estas fechas, pruebe otras fechas',
      period: '%{start} a %{end}',
      figures: {
        orders: 'Pedidos',
        items: 'Artículos',
        fittingRoomOrders: 'Pedidos con probador',
        recommendationsShown: 'Recomendaciones mostradas',
        recommendationsFollowed: 'Recomendaciones seguidas',
        returns: 'Devoluciones',
        returnRate: 'Tasa de devolución',
        returnRateWithFittingRoom: 'Tasa de devolución con probador',
        returnRateWithoutFittingRoom: 'Tasa de devolución sin probador',
      },
      byReason: 'Devoluciones por motivo',
      bySizeOffset: 'Devoluciones según la talla comprada frente a la recomendada',
      offset: {
        smaller: 'Menor que la recomendada',
        equal: 'La recomendada',
        larger: 'Mayor que la recomendada',
      },
      daily: 'Día a día',
      topReturned: 'Productos más devueltos',
      product: 'Producto',
      csv: { figure: 'Indicador', value: 'Valor' },
      impact: {
        title: 'Lo que cambió el servicio',
        fittingRoom: 'Probador virtual',
        followed: 'Recomendación seguida',
        groups: {
          fittingRoom: { a: 'con el probador', b: 'sin el probador' },
          followed: { a: 'en la talla recomendada', b: 'en otra talla' },
        },
        difference: 'Diferencia',
        interval: 'Intervalo del 95 %',
        less: 'Los artículos comprados %{groupA} se devolvieron menos que los comprados %{groupB}: %{rateA} frente a %{rateB}, una diferencia de %{difference} (con un 95 % de confianza, entre %{low} y %{high}).',
        more: 'Los artículos comprados %{groupA} se devolvieron más que los comprados %{groupB}: %{rateA} frente a %{rateB}, una diferencia de %{difference} (con un 95 % de confianza, entre %{low} y %{high}).',
        unclear:
          'Todavía no hay una diferencia clara entre los artículos comprados %{groupA} (%{rateA}) y %{groupB} (%{rateB}): con un 95 % de confianza, la diferencia está entre %{low} y %{high}, lo que incluye el cero.',
        insufficient:
          'Todavía no se puede saber: hay pocos artículos en uno de los grupos (%{sampleA} %{groupA}, %{sampleB} %{groupB}).',
      },
    },
  },
};
