/*
| Routes of the reports module, one file per area.
*/
import '#reports/routes/analytics_excel'
