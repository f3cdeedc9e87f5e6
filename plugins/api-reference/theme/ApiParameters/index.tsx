import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import ApiField from '@theme/ApiField';
import ApiFieldList from '@theme/ApiFieldList';
import ApiSection from '@theme/ApiSection';
import ApiStatic from '@theme/ApiStatic';
import type {Props} from '@theme/ApiParameters';
import type {ParameterModel} from '../../types';

function locationTitle(location: ParameterModel['in']): string {
  switch (location) {
    case 'path':
      return translate({
        id: 'theme.api.parameters.path',
        message: 'Path parameters',
      });
    case 'query':
      return translate({
        id: 'theme.api.parameters.query',
        message: 'Query parameters',
      });
    case 'header':
      return translate({
        id: 'theme.api.parameters.header',
        message: 'Header parameters',
      });
    case 'cookie':
      return translate({
        id: 'theme.api.parameters.cookie',
        message: 'Cookie parameters',
      });
  }
}

const LOCATIONS: ParameterModel['in'][] = ['path', 'query', 'header', 'cookie'];

/** The operation's parameters, grouped by where they go. */
export default function ApiParameters({parameters}: Props): ReactNode {
  return (
    <ApiSection>
      <Heading as="h2" id="parameters">
        <Translate id="theme.api.parameters">Parameters</Translate>
      </Heading>
      {LOCATIONS.map((location) => {
        const list = parameters.filter(
          (parameter) => parameter.in === location,
        );
        if (list.length === 0) {
          return null;
        }
        return (
          <React.Fragment key={location}>
            <Heading as="h3" id={`${location}-parameters`}>
              {locationTitle(location)}
            </Heading>
            <ApiStatic>
              <ApiFieldList>
                {list.map((parameter) => (
                  <ApiField
                    key={parameter.name}
                    {...parameter}
                    node={parameter.schema}
                  />
                ))}
              </ApiFieldList>
            </ApiStatic>
          </React.Fragment>
        );
      })}
    </ApiSection>
  );
}
