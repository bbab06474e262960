// The dashboard's charts come from @chakra-ui/charts (on Recharts), handed on here so that only src/ui imports Chakra.
export { Chart, useChart } from '@chakra-ui/charts';
