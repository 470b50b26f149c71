import { TYPE, parse } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** The parts of an ICU message the catalogue checks compare across languages. */
export interface MessageShape {
  /** Every argument name, including those of plurals, selects and formatted numbers or dates. */
  arguments: Set<string>;
  /** Plural arguments with the categories each one covers (`one`, `few`, `=0`, ...). */
  plurals: Map<string, Set<string>>;
  /** The literal text outside arguments (all branches), to judge whether a message has words at all. */
  literal: string;
}

function walk(elements: readonly MessageFormatElement[], shape: MessageShape): void {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.literal:
        shape.literal += element.value;
        break;
      case TYPE.argument:
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        shape.arguments.add(element.value);
        break;
      case TYPE.select:
      case TYPE.plural: {
        shape.arguments.add(element.value);
        if (element.type === TYPE.plural) {
          const categories = shape.plurals.get(element.value) ?? new Set<string>();
          for (const option of Object.keys(element.options)) categories.add(option);
          shape.plurals.set(element.value, categories);
        }
        for (const option of Object.values(element.options)) walk(option.value, shape);
        break;
      }
      case TYPE.tag:
        walk(element.children, shape);
        break;
      default:
        break;
    }
  }
}

/** Parses `message` as ICU (throws a SyntaxError on malformed messages) and describes its shape. */
export function shapeOf(message: string): MessageShape {
  const shape: MessageShape = { arguments: new Set(), plurals: new Map(), literal: '' };
  walk(parse(message, { requiresOtherClause: true }), shape);
  return shape;
}

/** Whether `message` contains words of its own (rather than only formatted arguments and punctuation). */
export function hasWords(message: string): boolean {
  return /\p{L}/u.test(shapeOf(message).literal);
}
