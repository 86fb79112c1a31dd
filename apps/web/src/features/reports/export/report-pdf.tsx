/**
 * A report as a text PDF (never a picture of the page): its name and period, facts as label and
 * value, and each table as text. This module and @react-pdf/renderer (about 1.5 MB) are loaded
 * only when a PDF is asked for: import it with `import()`.
 */
import { formatHours } from '@goodhours/domain';
import { Document, Page, StyleSheet, Text, View, pdf } from '@react-pdf/renderer';
import { exportHeading, type ExportCell, type ExportSheet, type ReportExport } from './export-table';

/** Facts shown before the tables ('Role: Volunteer'), in groups with a title. */
export interface PdfFacts {
  title: string;
  facts: { label: string; value: string }[];
}

const styles = StyleSheet.create({
  page: { padding: 36, fontSize: 9, fontFamily: 'Helvetica', color: '#1a1b1e' },
  title: { fontSize: 16, fontFamily: 'Helvetica-Bold', marginBottom: 4 },
  subtitle: { fontSize: 10, color: '#495057', marginBottom: 12 },
  section: { marginBottom: 12 },
  heading: { fontSize: 11, fontFamily: 'Helvetica-Bold', marginBottom: 4 },
  fact: { flexDirection: 'row', paddingVertical: 1 },
  label: { width: 140, color: '#495057' },
  value: { flex: 1 },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: '#ced4da', paddingVertical: 2 },
  headerRow: { flexDirection: 'row', borderBottomWidth: 1, borderBottomColor: '#495057', paddingVertical: 2 },
  headerCell: { fontFamily: 'Helvetica-Bold', paddingRight: 4 },
  cell: { paddingRight: 4 },
  empty: { color: '#495057' },
  footer: { position: 'absolute', bottom: 18, left: 36, right: 36, fontSize: 8, color: '#495057', textAlign: 'right' },
});

/** Wider columns for longer text, so a description is not squeezed beside a number. */
function columnWeights(sheet: ExportSheet): number[] {
  return sheet.headers.map((header, c) => {
    const longest = Math.max(header.length, ...sheet.rows.map((row) => String(row[c] ?? '').length));
    return Math.min(40, Math.max(6, longest));
  });
}

const cellText = (cell: ExportCell, hours: boolean) =>
  cell === null ? '' : typeof cell === 'number' && hours ? formatHours(cell) : String(cell);

function PdfTable({ sheet }: { sheet: ExportSheet }) {
  const weights = columnWeights(sheet);
  const align = (c: number) => (typeof sheet.rows[0]?.[c] === 'number' ? ('right' as const) : ('left' as const));
  return (
    <View style={styles.section}>
      <Text style={styles.heading}>{sheet.title}</Text>
      {sheet.rows.length === 0 ? (
        <Text style={styles.empty}>None.</Text>
      ) : (
        <View>
          <View style={styles.headerRow} wrap={false}>
            {sheet.headers.map((header, c) => (
              <Text key={header} style={[styles.headerCell, { flex: weights[c] ?? 1, textAlign: align(c) }]}>
                {header}
              </Text>
            ))}
          </View>
          {sheet.rows.map((row, r) => (
            <View key={r} style={styles.row} wrap={false}>
              {row.map((cell, c) => (
                <Text key={c} style={[styles.cell, { flex: weights[c] ?? 1, textAlign: align(c) }]}>
                  {cellText(cell, sheet.hours[c] ?? false)}
                </Text>
              ))}
            </View>
          ))}
        </View>
      )}
    </View>
  );
}

function Facts({ group }: { group: PdfFacts }) {
  return (
    <View style={styles.section} wrap={false}>
      <Text style={styles.heading}>{group.title}</Text>
      {group.facts.map((f) => (
        <View key={f.label} style={styles.fact}>
          <Text style={styles.label}>{f.label}</Text>
          <Text style={styles.value}>{f.value}</Text>
        </View>
      ))}
    </View>
  );
}

export function ReportDocument({ report, facts = [] }: { report: ReportExport; facts?: PdfFacts[] }) {
  return (
    <Document title={exportHeading(report)} author="Goodhours" creator="Goodhours" producer="Goodhours" language="en">
      <Page size="LETTER" style={styles.page}>
        <Text style={styles.title}>{report.title}</Text>
        <Text style={styles.subtitle}>{exportHeading(report)}</Text>
        {facts.map((group) => (
          <Facts key={group.title} group={group} />
        ))}
        {report.sheets.map((sheet) => (
          <PdfTable key={sheet.title} sheet={sheet} />
        ))}
        <Text
          style={styles.footer}
          fixed
          render={({ pageNumber, totalPages }) => `${report.title}, page ${String(pageNumber)} of ${String(totalPages)}`}
        />
      </Page>
    </Document>
  );
}

/** The report as a PDF file. */
export function reportPdf(report: ReportExport, facts: PdfFacts[] = []): Promise<Blob> {
  return pdf(<ReportDocument report={report} facts={facts} />).toBlob();
}
