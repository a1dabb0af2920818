import { Code, Text, type TextProps } from '@mantine/core'

/**
 * A description of the document as written in the code's docs: line breaks kept and
 * `backticked` words as code (no Markdown library for the rest).
 */
export function RichText({ children, ...props }: TextProps & { children: string }) {
  const parts = children.split(/`([^`]+)`/)
  return (
    <Text {...props} style={{ whiteSpace: 'pre-line' }} className="apidocs-wrap">
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Code key={index} fz="inherit">
            {part}
          </Code>
        ) : (
          part
        )
      )}
    </Text>
  )
}
