/*
| Routes of the reports module (issue 22), one file per area.
*/
import '#reports/routes/indicators'
import '#reports/routes/nps_ratings'
import '#reports/routes/analytics'
import '#reports/routes/analytics_excel'
