import { useState, type ReactNode } from 'react'
import { Badge, Code, Group, Text } from '@mantine/core'
import { API_DOCS_TEXTS as T } from './api_docs_texts'
import { refName, type OpenApiDocument, type Schema } from './openapi'
import { RichText } from './rich_text'
import { childrenOf, constraintsOf, normalize, typeLabel, type Normalized } from './schema'

/**
 * A schema as a tree to read: each property with its type, 'obligatorio', 'puede ser null',
 * enum values and rules; objects and arrays open and close (their children rendered only once
 * opened). A `$ref` already open above is shown as a circular reference
 * instead of opening again.
 */
export function SchemaTree({ doc, schema }: { doc: OpenApiDocument; schema: Schema }) {
  const root = normalize(doc, schema)
  return (
    <div className="apidocs-tree" data-testid="schema-tree">
      <Group gap={6} mb={4}>
        <Text size="sm" fw={600}>
          {typeLabel(doc, root)}
        </Text>
        {root.nullable && <FlagBadge>{T.nullable}</FlagBadge>}
      </Group>
      {root.schema.description && (
        <RichText size="sm" c="dimmed">
          {root.schema.description}
        </RichText>
      )}
      <Children doc={doc} node={root} ancestors={root.refs} />
    </div>
  )
}

function FlagBadge({ children, color = 'gray.8' }: { children: ReactNode; color?: string }) {
  return (
    <Badge size="xs" variant="outline" color={color} tt="none">
      {children}
    </Badge>
  )
}

function Children({
  doc,
  node,
  ancestors,
}: {
  doc: OpenApiDocument
  node: Normalized
  ancestors: string[]
}) {
  const kind = childrenOf(doc, node)
  const { schema } = node
  if (kind === 'object') {
    const required: string[] = Array.isArray(schema.required) ? schema.required : []
    return (
      <ul>
        {Object.entries(schema.properties as Record<string, Schema>).map(([name, child]) => (
          <Property
            key={name}
            doc={doc}
            name={name}
            schema={child}
            required={required.includes(name)}
            ancestors={ancestors}
          />
        ))}
      </ul>
    )
  }
  if (kind === 'array') {
    const items = normalize(doc, schema.items)
    return (
      <>
        <Text size="xs" c="dimmed" mt={4}>
          {T.itemsOf}
        </Text>
        <Children doc={doc} node={items} ancestors={[...ancestors, ...items.refs]} />
      </>
    )
  }
  if (kind === 'map') {
    return (
      <ul>
        <Property
          doc={doc}
          name={`{${T.extraKeys}}`}
          schema={schema.additionalProperties}
          required={false}
          ancestors={ancestors}
        />
      </ul>
    )
  }
  if (kind === 'variants') {
    return (
      <>
        <Text size="xs" c="dimmed" mt={4}>
          {T.oneOf}
        </Text>
        <ul>
          {node.variants!.map((variant, index) => (
            <Property
              key={index}
              doc={doc}
              name={`${index + 1}`}
              schema={variant}
              required={false}
              ancestors={ancestors}
            />
          ))}
        </ul>
      </>
    )
  }
  return null
}

function Property({
  doc,
  name,
  schema,
  required,
  ancestors,
}: {
  doc: OpenApiDocument
  name: string
  schema: Schema
  required: boolean
  ancestors: string[]
}) {
  const [open, setOpen] = useState(false)
  const node = normalize(doc, schema)
  // an array of an object already open above is as circular as the object itself
  const items = node.schema.items ? normalize(doc, node.schema.items) : null
  const circular = [...node.refs, ...(items?.refs ?? [])].find((ref) => ancestors.includes(ref))
  const kind = circular ? null : childrenOf(doc, node)
  const values: unknown[] | undefined = node.schema.enum
  const rules = constraintsOf(node.schema)
  const head = (
    <Group gap={6} component="span" display="inline-flex" wrap="wrap">
      <Code fw={600}>{name}</Code>
      <Text span size="sm" c="dimmed" className="apidocs-wrap">
        {typeLabel(doc, node)}
      </Text>
      {required && <FlagBadge color="red.9">{T.required}</FlagBadge>}
      {node.nullable && <FlagBadge>{T.nullable}</FlagBadge>}
      {node.schema.deprecated && <FlagBadge>{T.deprecated}</FlagBadge>}
    </Group>
  )
  const details = (
    <>
      {node.schema.description && <RichText size="sm">{node.schema.description}</RichText>}
      {values && values.length > 0 && (
        <Text size="xs" c="dimmed" className="apidocs-wrap">
          {T.enumValues} {values.map((value) => JSON.stringify(value)).join(', ')}
        </Text>
      )}
      {rules.length > 0 && (
        <Text size="xs" c="dimmed" className="apidocs-wrap">
          {rules.join(' · ')}
        </Text>
      )}
      {circular && (
        <Text size="xs" c="dimmed" fs="italic">
          {T.circular(refName(circular))}
        </Text>
      )}
    </>
  )
  return (
    <li data-property={name}>
      {kind ? (
        <button
          type="button"
          className="apidocs-toggle"
          aria-expanded={open}
          onClick={() => setOpen((value) => !value)}
        >
          <span aria-hidden="true" className="apidocs-chevron">
            {open ? '▾' : '▸'}
          </span>
          {head}
        </button>
      ) : (
        head
      )}
      {details}
      {open && kind && <Children doc={doc} node={node} ancestors={[...ancestors, ...node.refs]} />}
    </li>
  )
}
