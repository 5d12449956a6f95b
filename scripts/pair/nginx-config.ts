import path from 'node:path';

/**
 * The proxy in front of the pair. Everything it writes stays under `dir` (pid, logs, request bodies),
 * so it needs no system configuration and runs beside a system nginx.
 */
export function nginxConfig(options: { dir: string; listen: string; upstreams: readonly string[] }): string {
  const file = (name: string) => path.join(options.dir, name);
  return `# Written by scripts/pair/nginx-config.ts at every start; edits are lost.
worker_processes 1;
pid ${file('nginx.pid')};
error_log ${file('error.log')} warn;

events {
  worker_connections 1024;
}

http {
  access_log ${file('access.log')};
  client_body_temp_path ${file('client-body')};
  proxy_temp_path ${file('proxy')};
  fastcgi_temp_path ${file('fastcgi')};
  uwsgi_temp_path ${file('uwsgi')};
  scgi_temp_path ${file('scgi')};

  upstream api {
    # A dead instance is left aside for 2 s after one failure, then tried again.
${options.upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 32;
  }

  server {
    listen ${options.listen};

    # Uploads are 10 MB at most (the API refuses more); the multipart envelope needs a little room.
    client_max_body_size 11m;
    # The whole body is read here before an instance sees it: a phone uploading slowly holds a cheap
    # nginx buffer, not an API connection, and an upload reaches an instance whole or not at all.
    # A shrunk photo (under 1 MB) stays in memory; a larger PDF goes to a file under client-body/.
    proxy_request_buffering on;
    client_body_buffer_size 1m;

    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A refused connection or a time-out moves the request to the other instance. A POST moves only
      # when it never reached the first one (nginx's default): one that reached a dying instance may
      # have been done, and only the client can tell by reading again.
      proxy_next_upstream error timeout;
      proxy_connect_timeout 2s;
      # Which instance answered, for scripts that check both were used.
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}
