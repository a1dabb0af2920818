import { Code, Table, Text } from '@mantine/core'
import { API_DOCS_TEXTS as T } from './api_docs_texts'
import type { OpenApiDocument, Parameter } from './openapi'
import { RichText } from './rich_text'
import { constraintsOf, normalize, typeLabel } from './schema'

/**
 * An operation's parameters: name, where it goes, type, whether required, description and
 * rules (enum values included). The table scrolls inside its box on a phone.
 */
export function ParamsTable({
  doc,
  parameters,
}: {
  doc: OpenApiDocument
  parameters: Parameter[]
}) {
  return (
    // scrolls sideways inside its box on a phone; focusable, so the keyboard scrolls it too
    <div className="apidocs-table-scroll" tabIndex={0} role="region" aria-label={T.parameters}>
      <Table
        miw={640}
        withTableBorder
        withColumnBorders
        fz="sm"
        verticalSpacing={6}
        data-testid="params-table"
      >
        <Table.Thead>
          <Table.Tr>
            {T.paramColumns.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {parameters.map((parameter) => {
            const schema = normalize(doc, parameter.schema)
            const rules = constraintsOf(schema.schema)
            if (Array.isArray(schema.schema.enum))
              rules.push(T.constraints.enum(schema.schema.enum))
            return (
              <Table.Tr key={`${parameter.in}:${parameter.name}`}>
                <Table.Td>
                  <Code fw={600}>{parameter.name}</Code>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {T.paramIn[parameter.in] ?? parameter.in}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {typeLabel(doc, schema)}
                  {schema.nullable ? ' | null' : ''}
                </Table.Td>
                <Table.Td>{parameter.required ? T.yes : T.no}</Table.Td>
                <Table.Td miw={200}>
                  <RichText size="sm" span>
                    {parameter.description ?? schema.schema.description ?? ''}
                  </RichText>
                  {parameter.deprecated && (
                    <Text span size="xs" c="dimmed">
                      {` (${T.deprecated})`}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td className="apidocs-wrap">{rules.join(' · ')}</Table.Td>
              </Table.Tr>
            )
          })}
        </Table.Tbody>
      </Table>
    </div>
  )
}
